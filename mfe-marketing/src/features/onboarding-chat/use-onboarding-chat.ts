import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, errorStatus } from '@agency/api-client';
import {
  BOOKING_TEXT,
  createOnboardingSessionId,
  ONBOARDING_CHAT_EVENTS,
  ONBOARDING_HISTORY_MAX_CONTENT_LENGTH,
  ONBOARDING_HISTORY_MAX_MESSAGES,
  ONBOARDING_INPUT_DELAY_MS,
  ONBOARDING_MESSAGE_MAX_LENGTH,
  ONBOARDING_MESSAGES,
  ONBOARDING_TEXT,
  onboardingStepOfStage,
  stripOptionNumber,
  type TConsultationTime,
  type TOnboardingHistoryMessage,
  type TOnboardingOffer,
  type TOnboardingStage,
} from '@agency/contracts';
import type { PlatformSession } from '@agency/contracts/platform';
import { usePlatform } from '@agency/design-system/platform-context';
import { bookConsultationTime, sendConsultationMessage, startConsultation } from './onboarding-chat.api';

/** One line of the conversation as the page keeps it (spec part 1 §3). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
}

export type ChatStatus = 'starting' | 'open' | 'failed';

export interface OnboardingChat {
  /** The server's session id: the live chat links to it when the visitor asks for a person. */
  sessionId: string | null;
  status: ChatStatus;
  messages: ChatMessage[];
  /** 'Step n/4': 0 before the greeting, then the stage's step (contracts onboardingStepOfStage). */
  step: number;
  /** The service buttons, numbers stripped; shown instead of the text input while a service is being chosen. */
  options: string[];
  showOptions: boolean;
  /** The text input: hidden while the service buttons are the way to answer, replaced by the completion panel. */
  showInput: boolean;
  /** A reply (or the greeting) is on its way: the typing indicator shows and sending is blocked. */
  pending: boolean;
  /** False until 500 ms after the greeting, and while a message is on its way. */
  inputEnabled: boolean;
  complete: boolean;
  /**
   * Said inside the modal when a message fails: the modal hides the rest of the page (the toast region included) from
   * screen readers, so the toast alone would go unheard.
   */
  notice: string | null;
  /** The consultant's latest offer: free consultation times as buttons, and a person in live chat. */
  offer: TOnboardingOffer | null;
  /** The consultation booked in this conversation. */
  booked: TConsultationTime | null;
  draft: string;
  setDraft(text: string): void;
  /** Books an offered time; ignored while a message or a booking is on its way. */
  chooseTime(time: TConsultationTime): void;
  /** Sends the draft; blank drafts and sends while one is pending are ignored. */
  sendDraft(): void;
  chooseOption(option: string): void;
  /** A new session after a failed start. */
  retry(): void;
}

/** Server answers worth showing as they are; anything else gets the spec's 'Message Error' wording. */
const SERVER_MESSAGES: readonly string[] = Object.values(ONBOARDING_MESSAGES);

let messageCounter = 0;
function message(role: ChatMessage['role'], content: string): ChatMessage {
  messageCounter += 1;
  return { id: `m${messageCounter}`, role, content, timestamp: Date.now() };
}

/**
 * A signed-in visitor's answer to the consultant's first contact question, filled into the input for them to send:
 * 'Aroha Ngata, aroha@example.co.nz'. The consultant takes the name and the address from one answer, so neither is
 * asked again. Nothing without a name: an address alone would not answer 'What's your name?'.
 */
function contactAnswerOf(session: PlatformSession): string | null {
  if (session.status !== 'signed-in' || !session.user) return null;
  const name = [session.user.firstName, session.user.lastName].filter(Boolean).join(' ').trim();
  return name ? `${name}, ${session.user.email}` : null;
}

/** The transcript hint the server accepts: the latest messages, each within its length limit. */
function historyOf(messages: ChatMessage[]): TOnboardingHistoryMessage[] {
  return messages
    .slice(-ONBOARDING_HISTORY_MAX_MESSAGES)
    .map(({ role, content }) => ({ role, content: content.slice(0, ONBOARDING_HISTORY_MAX_CONTENT_LENGTH) }));
}

/**
 * The consultant conversation of one opening of the modal (spec part 1 §4). The component using it is mounted when
 * the modal opens, so every opening starts from nothing with a new session id and a new init call. Answers that
 * arrive after the modal has closed are dropped.
 */
export function useOnboardingChat(): OnboardingChat {
  const { toast, track, session } = usePlatform();
  const contactAnswerRef = useRef<string | null>(null);
  contactAnswerRef.current = contactAnswerOf(session);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ChatStatus>('starting');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [stage, setStage] = useState<TOnboardingStage | null>(null);
  const [options, setOptions] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [inputReady, setInputReady] = useState(false);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [offer, setOffer] = useState<TOnboardingOffer | null>(null);
  const [booked, setBooked] = useState<TConsultationTime | null>(null);

  const sessionRef = useRef<string | null>(null);
  // Read by the send path, which must see a pending send at once (two quick clicks), not after a render.
  const pendingRef = useRef(false);
  const messagesRef = useRef<ChatMessage[]>([]);
  const serviceRef = useRef<string | null>(null);
  const stageRef = useRef<TOnboardingStage | null>(null);
  const mountedRef = useRef(true);

  const setAllMessages = useCallback((next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sessionId = createOnboardingSessionId();
    sessionRef.current = sessionId;
    setStatus('starting');
    stageRef.current = null;
    serviceRef.current = null;
    setStage(null);
    setOptions([]);
    setOffer(null);
    setBooked(null);
    setInputReady(false);
    setAllMessages([]);
    pendingRef.current = true;
    setPending(true);

    startConsultation(sessionId)
      .then((opening) => {
        if (!active) return;
        const greeting = opening.greeting?.trim() ? opening.greeting : ONBOARDING_TEXT.fallbackGreeting;
        const prompt = opening.selectionPrompt?.trim();
        setAllMessages(prompt ? [message('assistant', greeting), message('assistant', prompt)] : [message('assistant', greeting)]);
        setOptions((opening.serviceOptions ?? []).map(stripOptionNumber).filter((option) => option.trim() !== ''));
        stageRef.current = 'service_selection';
        setStage('service_selection');
        setStatus('open');
        timer = setTimeout(() => setInputReady(true), ONBOARDING_INPUT_DELAY_MS);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Onboarding chat: the session could not be started', error);
        setStatus('failed');
        toast({ ...ONBOARDING_TEXT.connectionError, variant: 'destructive' });
      })
      .finally(() => {
        if (!active) return;
        pendingRef.current = false;
        setPending(false);
      });

    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [attempt, setAllMessages, toast]);

  const send = useCallback(
    (text: string, via: 'input' | 'option') => {
      const content = text.trim();
      const sessionId = sessionRef.current;
      if (pendingRef.current || content === '' || !sessionId) return;
      const previous = messagesRef.current;
      const sent = message('user', content.slice(0, ONBOARDING_MESSAGE_MAX_LENGTH));
      pendingRef.current = true;
      setPending(true);
      setNotice(null);
      setAllMessages([...previous, sent]);
      if (via === 'input') setDraft('');

      sendConsultationMessage(sessionId, sent.content, historyOf(previous))
        .then(({ response, context, offer: offered }) => {
          if (!mountedRef.current || sessionRef.current !== sessionId) return;
          setAllMessages([...messagesRef.current, message('assistant', response)]);
          // A new offer replaces the last; offered times stay on screen while the conversation goes on.
          if (offered) setOffer(offered);
          // The contact questions begin: a signed-in visitor's name and address are ready in the input.
          const contactAnswer = contactAnswerRef.current;
          if (context.stage === 'contact' && stageRef.current !== 'contact' && contactAnswer) {
            setDraft((current) => (current === '' ? contactAnswer : current));
          }
          if (stageRef.current !== context.stage) {
            track(ONBOARDING_CHAT_EVENTS.stageProgress, { stage: context.stage, step: onboardingStepOfStage(context.stage) });
            if (context.stage === 'complete') track(ONBOARDING_CHAT_EVENTS.completed, { service: context.serviceInterest });
          }
          stageRef.current = context.stage;
          setStage(context.stage);
          if (context.serviceInterest && serviceRef.current !== context.serviceInterest) {
            serviceRef.current = context.serviceInterest;
            track(ONBOARDING_CHAT_EVENTS.serviceSelected, { service: context.serviceInterest });
          }
        })
        .catch((error: unknown) => {
          if (!mountedRef.current || sessionRef.current !== sessionId) return;
          console.error('Onboarding chat: the message could not be sent', error);
          // Nothing is lost: the message leaves the list and goes back where it was typed (or the buttons return).
          setAllMessages(messagesRef.current.filter((item) => item.id !== sent.id));
          if (via === 'input') setDraft((current) => (current === '' ? content : current));
          const status = errorStatus(error);
          const serverMessage = status !== undefined && status < 500 ? apiErrorMessage(error, '') : '';
          const description = SERVER_MESSAGES.includes(serverMessage) ? serverMessage : ONBOARDING_TEXT.messageError.description;
          toast({ title: ONBOARDING_TEXT.messageError.title, description, variant: 'destructive' });
          setNotice(description === ONBOARDING_TEXT.messageError.description ? "Your message wasn't sent. Please try again." : description);
        })
        .finally(() => {
          if (!mountedRef.current || sessionRef.current !== sessionId) return;
          pendingRef.current = false;
          setPending(false);
        });
    },
    [setAllMessages, toast, track],
  );

  /** The chosen time is the visitor's line; the server books it and answers as the consultant. */
  const chooseTime = useCallback(
    (time: TConsultationTime) => {
      const sessionId = sessionRef.current;
      if (pendingRef.current || !sessionId) return;
      const chosen = message('user', time.label);
      pendingRef.current = true;
      setPending(true);
      setNotice(null);
      setAllMessages([...messagesRef.current, chosen]);

      bookConsultationTime(sessionId, time.startsAt)
        .then(({ response, booked: confirmed, offer: next }) => {
          if (!mountedRef.current || sessionRef.current !== sessionId) return;
          setAllMessages([...messagesRef.current, message('assistant', response)]);
          if (confirmed) {
            setBooked(confirmed);
            setOffer(null);
          } else {
            // Taken meanwhile: the consultant offers the next free times.
            setOffer(next ?? null);
          }
        })
        .catch((error: unknown) => {
          if (!mountedRef.current || sessionRef.current !== sessionId) return;
          console.error('Onboarding chat: the consultation could not be booked', error);
          setAllMessages(messagesRef.current.filter((item) => item.id !== chosen.id));
          const status = errorStatus(error);
          const serverMessage = status !== undefined && status < 500 ? apiErrorMessage(error, '') : '';
          const description = serverMessage || BOOKING_TEXT.bookingFailed.description;
          toast({ title: BOOKING_TEXT.bookingFailed.title, description, variant: 'destructive' });
          setNotice(description);
        })
        .finally(() => {
          if (!mountedRef.current || sessionRef.current !== sessionId) return;
          pendingRef.current = false;
          setPending(false);
        });
    },
    [setAllMessages, toast],
  );

  const step = status === 'open' && stage ? onboardingStepOfStage(stage) : 0;
  const complete = stage === 'complete';
  const choosingService = status === 'open' && stage === 'service_selection' && options.length > 0;
  const showOptions = choosingService && !pending;
  const showInput = status === 'open' && !choosingService && !complete;

  return {
    sessionId: status === 'open' ? sessionRef.current : null,
    status,
    messages,
    step,
    options,
    showOptions,
    showInput,
    pending,
    inputEnabled: status === 'open' && inputReady && !pending && !complete,
    complete,
    notice,
    offer,
    booked,
    draft,
    setDraft,
    chooseTime,
    sendDraft: () => send(draft, 'input'),
    chooseOption: (option) => {
      if (pendingRef.current) return;
      track(ONBOARDING_CHAT_EVENTS.serviceButtonClicked, { service: option });
      send(option, 'option');
    },
    retry: () => setAttempt((current) => current + 1),
  };
}
