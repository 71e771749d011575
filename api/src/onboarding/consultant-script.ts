import { ONBOARDING_SERVICES, ONBOARDING_TEXT, type TOnboardingService, type TOnboardingStage } from '@agency/contracts';
import { LONG_ANSWER_MAX_LENGTH, SHORT_ANSWER_MAX_LENGTH, clip, firstNameOf, readCompany, readEmail, readName } from './contact-extraction';

/*
 * The scripted consultant: a pure state machine over one session. Given the stored state and the visitor's message it
 * returns the next state, the reply and, for a language model that may word the reply instead, an instruction saying
 * what that reply has to do. Stage changes and every stored value come from here only, whoever writes the words.
 *
 *   service_selection: a service          -> discovery
 *   discovery:         business, challenges, goals -> contact
 *   contact:           name, email, company, budget, timeline -> complete
 */

export const AGENCY_NAME = 'Kea AI Studio';

export type PendingField = 'service' | 'business' | 'challenges' | 'goals' | 'name' | 'email' | 'company' | 'budget' | 'timeline';

export interface ConsultantState {
  stage: TOnboardingStage;
  /** What the consultant last asked for, and so what the next message answers. */
  pendingField: PendingField | null;
  serviceInterest: string | null;
  businessDescription: string | null;
  challenges: string | null;
  goals: string | null;
  contactName: string | null;
  contactEmail: string | null;
  companyName: string | null;
  budget: string | null;
  timeline: string | null;
  /** Invalid addresses typed so far. */
  emailAttempts: number;
}

export interface ConsultantTurn {
  state: ConsultantState;
  /** The scripted reply: what the visitor reads unless a model words it. */
  reply: string;
  /** For a model: what its reply must say and ask, and nothing beyond. */
  instruction: string;
  /** This turn finished the conversation. */
  completed: boolean;
}

export interface OpeningScript {
  greeting: string;
  serviceOptions: string[];
  selectionPrompt: string;
}

export function initialState(): ConsultantState {
  return {
    stage: 'service_selection',
    pendingField: 'service',
    serviceInterest: null,
    businessDescription: null,
    challenges: null,
    goals: null,
    contactName: null,
    contactEmail: null,
    companyName: null,
    budget: null,
    timeline: null,
    emailAttempts: 0,
  };
}

const numberedServices = (): string[] => ONBOARDING_SERVICES.map((service, index) => `${index + 1}. ${service}`);

const SELECTION_PROMPT = 'Which of these would you like help with? Choose the one that fits best.';

export function openingScript(): OpeningScript {
  return {
    greeting:
      `Kia ora! I'm ${ONBOARDING_TEXT.personaName}, the AI business consultant at ${AGENCY_NAME}. ` +
      "I'll ask a few quick questions about your business so we can put together a proposal that fits.",
    serviceOptions: numberedServices(),
    selectionPrompt: SELECTION_PROMPT,
  };
}

/** Words that point to one service when the visitor types rather than clicks. */
const SERVICE_KEYWORDS: [RegExp, TOnboardingService][] = [
  [/\b(website|web site|web|app|apps|mobile|online store|e-?commerce)\b/i, 'Website & App Development'],
  [/\b(content|blog|copy|copywriting|video|images?|writing)\b/i, 'AI Content Creation'],
  [/\b(marketing|seo|social media|ads|advertising|brand)\b/i, 'Digital Marketing'],
  [/\b(automat\w*|workflow|process(es)?|admin|invoic\w*|streamline)\b/i, 'Business Automation'],
  [/\b(agents?|chat ?bots?|bots?|assistant|ai agent)\b/i, 'Intelligent Agents'],
  [/\b(leads?|more clients|more customers|sales|prospects?)\b/i, 'Lead Generation'],
];

/** The service a message names: its number, its name (with or without the number) or a telling keyword. */
export function matchService(message: string): TOnboardingService | undefined {
  const text = message.trim();
  const number = /^(\d+)[.)]?$/.exec(text)?.[1];
  if (number) return ONBOARDING_SERVICES[Number(number) - 1];
  const named = text.replace(/^\s*\d+[.)]\s*/, '').toLowerCase();
  const exact = ONBOARDING_SERVICES.find((service) => service.toLowerCase() === named);
  if (exact) return exact;
  return SERVICE_KEYWORDS.find(([pattern]) => pattern.test(text))?.[1];
}

const ASK = {
  business: 'First, tell me a little about your business: what do you do, and who are your customers?',
  challenges: 'What are the biggest challenges holding the business back at the moment?',
  goals: 'And what would you like to achieve over the next 6-12 months? A goal or two is plenty.',
  name: "What's your name?",
  email: "What's the best email address to send your proposal to?",
  company: "What's the name of your company? If you don't have one yet, just say so.",
  budget: 'What budget do you have in mind for this project? A rough range is fine, for example under $5,000, $5,000-$15,000 or more.',
  timeline: 'And when would you like to get started?',
} as const;

const CONTACT_ORDER = ['name', 'email', 'company', 'budget', 'timeline'] as const;
type ContactField = (typeof CONTACT_ORDER)[number];

function turn(state: ConsultantState, reply: string, instruction: string, completed = false): ConsultantTurn {
  return { state, reply, instruction, completed };
}

/** The next contact question after `after`, skipping what the visitor has already given (an address typed with their name). */
function nextContactField(state: ConsultantState, after: ContactField | null): ContactField | null {
  const start = after === null ? 0 : CONTACT_ORDER.indexOf(after) + 1;
  for (const field of CONTACT_ORDER.slice(start)) {
    if (field === 'email' && state.contactEmail !== null) continue;
    if (field === 'name' && state.contactName !== null) continue;
    return field;
  }
  return null;
}

function askContact(state: ConsultantState, field: ContactField, acknowledgement: string, instructionLead: string): ConsultantTurn {
  const next: ConsultantState = { ...state, stage: 'contact', pendingField: field };
  return turn(next, `${acknowledgement} ${ASK[field]}`, `${instructionLead} Then ask exactly this, in your own words: "${ASK[field]}"`);
}

function complete(state: ConsultantState): ConsultantTurn {
  const next: ConsultantState = { ...state, stage: 'complete', pendingField: null };
  const name = firstNameOf(next.contactName ?? '');
  const service = next.serviceInterest ?? 'your project';
  const reply =
    `Thank you, ${name}! I've passed everything on to our team. ` +
    `We'll prepare a tailored proposal for ${service} and send it to ${next.contactEmail ?? 'you'} within 24 hours.`;
  return turn(
    next,
    reply,
    `Thank ${name} warmly, say the team will prepare a tailored proposal for ${service} and send it to ${next.contactEmail ?? 'them'} ` +
      'within 24 hours. Ask no further questions.',
    true,
  );
}

/** One visitor message: the next state and what the consultant says. */
export function advance(state: ConsultantState, message: string): ConsultantTurn {
  switch (state.pendingField) {
    case 'service':
    case null: {
      const service = matchService(message);
      if (!service) {
        const list = numberedServices().join(', ');
        return turn(
          { ...state, stage: 'service_selection', pendingField: 'service' },
          `I didn't quite catch which service you mean. Please choose one of these: ${list}.`,
          `The visitor's answer did not name one of the services. Ask them kindly to choose one of: ${list}.`,
        );
      }
      const next: ConsultantState = { ...state, stage: 'discovery', pendingField: 'business', serviceInterest: service };
      return turn(
        next,
        `Great choice: ${service} is where we can make a real difference. ${ASK.business}`,
        `The visitor chose ${service}. Welcome the choice in one sentence. Then ask: "${ASK.business}"`,
      );
    }
    case 'business': {
      const next: ConsultantState = { ...state, businessDescription: clip(message, LONG_ANSWER_MAX_LENGTH), pendingField: 'challenges' };
      return turn(
        next,
        `Thanks, that's helpful. ${ASK.challenges}`,
        `Acknowledge what they told you about their business in one short sentence. Then ask: "${ASK.challenges}"`,
      );
    }
    case 'challenges': {
      const next: ConsultantState = { ...state, challenges: clip(message, LONG_ANSWER_MAX_LENGTH), pendingField: 'goals' };
      return turn(next, `Understood. ${ASK.goals}`, `Show you understood their challenges in one short sentence. Then ask: "${ASK.goals}"`);
    }
    case 'goals': {
      const next: ConsultantState = { ...state, goals: clip(message, LONG_ANSWER_MAX_LENGTH) };
      return askContact(
        next,
        'name',
        'That gives us a clear picture. To put your proposal together, I just need a few details.',
        'Say their goals give a clear picture and that you need a few contact details for the proposal.',
      );
    }
    case 'name': {
      const reading = readName(message);
      // An address typed with the name ('Aroha, aroha@kiwi.nz') saves a question; an invalid one is asked for later anyway.
      const email = readEmail(message);
      const contactEmail = email.kind === 'valid' ? email.email : state.contactEmail;
      if (reading.kind === 'invalid') {
        return turn(
          { ...state, contactEmail, pendingField: 'name' },
          `Sorry, I couldn't quite take that as a name (${reading.problem}). What should we call you?`,
          `The answer could not be used as a name (${reading.problem}). Apologise briefly and ask for their name again.`,
        );
      }
      const next: ConsultantState = { ...state, contactName: reading.name, contactEmail };
      const field = nextContactField(next, 'name') ?? 'company';
      const first = firstNameOf(reading.name);
      return askContact(next, field, `Nice to meet you, ${first}!`, `Greet ${first} by name.`);
    }
    case 'email': {
      const reading = readEmail(message);
      if (reading.kind !== 'valid') {
        const next: ConsultantState = { ...state, pendingField: 'email', emailAttempts: state.emailAttempts + 1 };
        if (reading.kind === 'missing') {
          return turn(
            next,
            `I couldn't find an email address in that. ${ASK.email}`,
            `Their answer held no email address. Ask politely for the email address to send the proposal to.`,
          );
        }
        const hint = reading.suggestion ? `Did you mean ${reading.suggestion}?` : `${reading.problem}.`;
        return turn(
          next,
          `Hmm, "${reading.typed}" doesn't look quite right. ${hint} Could you type your email address again?`,
          `The email address "${reading.typed}" is not valid (${hint}). Tell them politely and ask them to type it again.`,
        );
      }
      const next: ConsultantState = { ...state, contactEmail: reading.email };
      const field = nextContactField(next, 'email');
      return field ? askContact(next, field, 'Thanks!', 'Thank them for the address.') : complete(next);
    }
    case 'company': {
      const company = readCompany(message);
      const next: ConsultantState = { ...state, companyName: company };
      const acknowledgement = company ? `Thanks, ${company} it is.` : 'No problem.';
      return askContact(next, 'budget', acknowledgement, company ? `Note the company name ${company}.` : 'Say that is no problem.');
    }
    case 'budget': {
      const next: ConsultantState = { ...state, budget: clip(message, SHORT_ANSWER_MAX_LENGTH) };
      return askContact(next, 'timeline', 'Good to know.', 'Acknowledge their budget without judging it.');
    }
    case 'timeline': {
      return complete({ ...state, timeline: clip(message, SHORT_ANSWER_MAX_LENGTH) });
    }
  }
}
