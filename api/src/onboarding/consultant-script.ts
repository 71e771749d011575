import type { TOnboardingStage } from '@agency/contracts';
import {
  LONG_ANSWER_MAX_LENGTH,
  NOT_SURE_YET,
  clip,
  exactService,
  factsIn,
  firstNameOf,
  readBareName,
  readBudgetAnswer,
  readCompanyAnswer,
  readMessage,
  readTimelineAnswer,
  type QuestionTopic,
  type Understanding,
  type UnderstoodFact,
} from './visitor-facts';
import { NOT_SURE } from './visitor-words';
import {
  ASK,
  DISCOVERY_ACK,
  PERSON_BUTTON,
  SKIPPED,
  answerTo,
  handoff,
  type ConsultantKnowledge,
  type PendingField,
} from './consultant-words';

export { AGENCY_NAME, openingScript, type ConsultantKnowledge, type OpeningScript, type PendingField } from './consultant-words';

/*
 * The consultant: a pure state machine over one session. Given the stored state, what the visitor's message says (the
 * rules in visitor-facts.ts, or a model's validated reading) and the site's prices, it returns the next state and the
 * reply. Stage changes and every stored value come from here only, whoever reads the message or words the reply.
 *
 * It asks for one missing thing at a time, in this order, skipping whatever the visitor has already said:
 *   service -> business, challenges, goals (discovery) -> name, email, company, budget, timeline (contact) -> complete
 * A field asked for and not answered is asked again in other words, then explained with an example; after a third
 * miss an optional field is noted as not given, and for the name or a valid e-mail the contact form or a person in
 * live chat is offered instead of a fourth question. No reply is ever sent twice in a row. What it says (the questions,
 * the answers to questions, the opening) is worded in consultant-words.ts.
 */

const ORDER: PendingField[] = ['service', 'business', 'challenges', 'goals', 'name', 'email', 'company', 'budget', 'timeline'];
const REQUIRED = new Set<PendingField>(['name', 'email']);
const MISSES_BEFORE_GIVING_UP = 3;

/** What the engine remembers besides the facts (the onboarding_chat.notes column). */
export interface ConsultantNotes {
  /** Consecutive messages that did not answer the pending question. */
  misses?: number;
  /** Optional fields the visitor did not give ('not given' for the team). */
  skipped?: PendingField[];
  /** The visitor said there is no company ('just me'). */
  noCompany?: boolean;
  /** Several addresses were given: the consultant asked which to use. */
  emailChoices?: string[];
  /** 'Did you mean ...?': a 'yes' takes this address. */
  emailSuggestion?: string;
  /** The last reply, so the next one never repeats it word for word. */
  lastReply?: string;
  /** The visitor asked to book before giving a name and an address: the times are offered once both are known. */
  bookingAsked?: boolean;
  /** The consultation booked in this conversation, in words ('Tuesday 3 March at 10:00 am (New Zealand time)'). */
  booked?: string;
}

export interface ConsultantState {
  stage: TOnboardingStage;
  /** What the consultant last asked for, and so what a bare answer answers. */
  pendingField: PendingField | null;
  serviceInterest: string | null;
  businessDescription: string | null;
  challenges: string | null;
  goals: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  companyName: string | null;
  budget: string | null;
  timeline: string | null;
  /** Invalid addresses typed so far. */
  emailAttempts: number;
  notes: ConsultantNotes;
}

export interface ConsultantTurn {
  state: ConsultantState;
  /** The scripted reply: what the visitor reads unless a model words it. */
  reply: string;
  /** For a model: what its reply must say and ask, and nothing beyond. */
  instruction: string;
  /** This turn finished the conversation. */
  completed: boolean;
  /** Facts stored or corrected by this message. */
  understood: UnderstoodFact[];
  /**
   * What to offer beside the words: the next free consultation times (the service reads them from the booking module
   * and adds them to the reply) and a way to talk to a person. Null when nothing is offered.
   */
  offer: ConsultantOffer | null;
}

export interface ConsultantOffer {
  times: boolean;
  person: boolean;
  /** The words offering the times: the times are named right after them. */
  words?: string;
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
    contactPhone: null,
    companyName: null,
    budget: null,
    timeline: null,
    emailAttempts: 0,
    notes: {},
  };
}

// ---------- state helpers ----------

const COLUMN: Record<Exclude<UnderstoodFact, 'phone'>, keyof ConsultantState> = {
  service: 'serviceInterest',
  business: 'businessDescription',
  challenges: 'challenges',
  goals: 'goals',
  name: 'contactName',
  email: 'contactEmail',
  company: 'companyName',
  budget: 'budget',
  timeline: 'timeline',
};

function isMissing(state: ConsultantState, field: PendingField): boolean {
  if (field === 'company') return state.companyName === null && !state.notes.noCompany;
  return state[COLUMN[field]] === null;
}

function nextField(state: ConsultantState): PendingField | null {
  const skipped = new Set(state.notes.skipped ?? []);
  return ORDER.find((field) => isMissing(state, field) && !skipped.has(field)) ?? null;
}

function stageOf(field: PendingField | null): TOnboardingStage {
  if (field === null) return 'complete';
  if (field === 'service') return 'service_selection';
  if (field === 'business' || field === 'challenges' || field === 'goals') return 'discovery';
  return 'contact';
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A pending-question answer the general reading could not place ('Aroha', 'Kiwi Bakery', 'flexible'). */
function readBareAnswer(state: ConsultantState, pending: PendingField | null, message: string, understanding: Understanding): Understanding {
  const discoveryFacts: UnderstoodFact[] = ['business', 'challenges', 'goals'];
  // A short answer to a contact question ('Ngata Plumbing') is that answer, even if its words sound like the business.
  const short = message.trim().split(/\s+/).length <= 8;
  const isContactQuestion = pending === 'name' || pending === 'company' || pending === 'budget' || pending === 'timeline';
  const u: Understanding = { ...understanding };
  if (isContactQuestion && short) for (const field of discoveryFacts) delete u[field as 'business'];
  const otherFacts = factsIn(u).filter((fact) => fact !== pending);
  if (u.otherLanguage || u.noText || u.done || pending === null) return understanding;
  switch (pending) {
    case 'name': {
      if (u.name || u.nameProblem || u.pleasantry || u.declined || u.question) return understanding;
      // 'Michael Brown, michael@...': the name comes first; a message that is all other facts is not a name.
      const reading = readBareName(message);
      if (reading.name) return { ...u, name: reading.name };
      return otherFacts.length > 0 ? understanding : { ...understanding, nameProblem: reading.problem };
    }
    case 'company': {
      if (u.company !== undefined || u.pleasantry || u.question || otherFacts.length > 0) return understanding;
      if (u.declined && !/^(?:no|none|nope|nah|n\/?a)\b/i.test(message.trim())) return understanding;
      const company = readCompanyAnswer(message);
      return company === undefined ? understanding : { ...u, company };
    }
    case 'budget': {
      if (u.budget || u.pleasantry || u.question || otherFacts.length > 0) return understanding;
      if (u.declined && !NOT_SURE.test(message)) return understanding;
      const budget = readBudgetAnswer(message);
      return budget ? { ...u, budget } : understanding;
    }
    case 'timeline': {
      if (u.timeline || u.pleasantry || u.question || otherFacts.length > 0) return understanding;
      if (u.declined && !NOT_SURE.test(message)) return understanding;
      const timeline = readTimelineAnswer(message);
      return timeline ? { ...u, timeline } : understanding;
    }
    case 'business':
    case 'challenges':
    case 'goals': {
      if (u[pending] || u.pleasantry || u.declined) return u;
      // 'Ruth Fielding' while we ask about goals: a name given early, not a goal.
      if (state.contactName === null && u.unclassified && !u.name) {
        const bare = readBareName(u.unclassified);
        if (bare.name && bare.name.split(/\s+/).length >= 2 && bare.name.split(/\s+/).every((word) => /^\p{Lu}/u.test(word))) {
          return { ...u, name: bare.name, unclassified: undefined };
        }
      }
      if (u.unclassified) return { ...u, [pending]: u.unclassified };
      // Words for a part already told ('Stop losing orders' when asked for goals, challenges known): the answer to the
      // question asked. Words for a part not told yet are kept there, and the question is asked again.
      const contactFacts = otherFacts.filter((fact) => fact !== 'business' && fact !== 'challenges' && fact !== 'goals' && fact !== 'service');
      const discovery = (['business', 'challenges', 'goals'] as const).filter((field) => u[field] !== undefined);
      if (contactFacts.length > 0 || discovery.length !== 1) return u;
      const [other] = discovery;
      if (!other || state[COLUMN[other]] === null) return u;
      const moved: Understanding = { ...u, [pending]: u[other] };
      delete moved[other];
      return moved;
    }
    case 'service':
      return u;
  }
  return u;
}

/** 'the second one', '2', or one of the addresses typed again. */
function chooseEmail(message: string, choices: string[]): string | undefined {
  const lower = message.toLowerCase();
  const typed = choices.find((choice) => lower.includes(choice));
  if (typed) return typed;
  const ordinals: [RegExp, number][] = [
    [/\b(?:first|1st|1|top)\b/, 0],
    [/\b(?:second|2nd|2|middle)\b/, 1],
    [/\b(?:third|3rd|3)\b/, 2],
    [/\b(?:last|final)\b/, choices.length - 1],
  ];
  for (const [pattern, index] of ordinals) if (pattern.test(lower)) return choices[index];
  const byWord = choices.filter((choice) => lower.split(/[^a-z0-9]+/).some((word) => word.length > 2 && choice.includes(word)));
  return byWord.length === 1 ? byWord[0] : undefined;
}

// ---------- one turn ----------

/** The scripted reading of a message, given what the consultant is waiting for. */
export function readFor(state: ConsultantState, message: string): Understanding {
  return readMessage(message, { pending: state.pendingField, nameKnown: state.contactName !== null });
}

/** One visitor message: the next state and what the consultant says. */
export function advance(
  state: ConsultantState,
  message: string,
  knowledge: ConsultantKnowledge,
  reading: Understanding = readFor(state, message),
): ConsultantTurn {
  const pending = state.pendingField;
  let u: Understanding = { ...reading };
  const notes: ConsultantNotes = { ...state.notes, skipped: [...(state.notes.skipped ?? [])] };
  const next: ConsultantState = { ...state, notes };
  const changed: UnderstoodFact[] = [];
  const instructions: string[] = [];

  // Answers that only make sense for the question just asked.
  if (notes.emailChoices && !u.email && !u.emailChoices) {
    const chosen = chooseEmail(message, notes.emailChoices);
    if (chosen) u.email = chosen;
  }
  if (pending === 'email' && notes.emailSuggestion && u.affirmed && !u.email && !u.emailChoices) u.email = notes.emailSuggestion;
  u = readBareAnswer(state, pending, message, u);

  // Store what was understood (every value already passed the shared rules).
  const store = (fact: Exclude<UnderstoodFact, 'phone'>, value: string) => {
    const column = COLUMN[fact];
    if (next[column] === value) return;
    (next as unknown as Record<string, unknown>)[column] = value;
    changed.push(fact);
  };
  const serviceCorrection = u.service !== undefined && (exactService(message) !== undefined || /\b(?:actually|instead|rather|change|switch)\b/i.test(message));
  if (u.service && (state.serviceInterest === null || serviceCorrection)) store('service', u.service);
  for (const field of ['business', 'challenges', 'goals'] as const) {
    const value = u[field];
    if (!value) continue;
    const before = next[COLUMN[field]] as string | null;
    if (before === null) store(field, value);
    else if (!before.includes(value)) store(field, clip(`${before}\n${value}`, LONG_ANSWER_MAX_LENGTH));
  }
  if (u.name) store('name', u.name);
  if (u.email) {
    store('email', u.email);
    delete notes.emailChoices;
    delete notes.emailSuggestion;
  } else if (u.emailChoices) {
    notes.emailChoices = u.emailChoices;
  } else if (u.emailTrouble) {
    next.emailAttempts = state.emailAttempts + 1;
    notes.emailSuggestion = u.emailTrouble.suggestion;
    if (u.emailTrouble.suggestion) instructions.push(`The email address "${u.emailTrouble.typed}" is not valid (Did you mean ${u.emailTrouble.suggestion}?).`);
    else instructions.push(`The email address "${u.emailTrouble.typed}" is not valid (${u.emailTrouble.problem}).`);
  }
  if (u.phone && next.contactPhone !== u.phone) {
    next.contactPhone = u.phone;
    changed.push('phone');
  }
  if (u.company === null && !notes.noCompany) {
    notes.noCompany = true;
    next.companyName = null;
    changed.push('company');
  } else if (u.company) {
    notes.noCompany = false;
    store('company', u.company);
  }
  if (u.budget) store('budget', u.budget);
  if (u.timeline) store('timeline', u.timeline);

  // 'That's all I can tell you': stop asking for anything optional. 'Not sure' / 'skip': stop asking this one.
  const skip = (field: PendingField) => {
    if (!REQUIRED.has(field) && isMissing(next, field) && !notes.skipped?.includes(field)) notes.skipped?.push(field);
  };
  const skippedBefore = notes.skipped?.length ?? 0;
  if (u.done) ORDER.forEach(skip);
  else if (u.declined && pending && isMissing(next, pending)) {
    if ((pending === 'budget' || pending === 'timeline') && NOT_SURE.test(message)) store(pending, NOT_SURE_YET);
    else skip(pending);
  }

  // A miss: the pending question is still open and the message gave nothing else to work with.
  const progressed = changed.length > 0 || (notes.skipped?.length ?? 0) > skippedBefore || (u.emailChoices !== undefined && !u.email);
  const answeredAnything = progressed || u.question !== undefined || u.wantsPerson === true || u.wantsBooking === true;
  const stillPending = pending !== null && isMissing(next, pending) && !notes.skipped?.includes(pending);
  notes.misses = stillPending && !answeredAnything ? (state.notes.misses ?? 0) + 1 : stillPending ? (state.notes.misses ?? 0) : 0;
  let skippedNow: PendingField | undefined;
  if (stillPending && pending && !REQUIRED.has(pending) && notes.misses >= MISSES_BEFORE_GIVING_UP) {
    skip(pending);
    skippedNow = pending;
    notes.misses = 0;
  }

  const progress = nextField(next);
  // Which address to use is asked at once, whatever comes next; the stage shown still follows the progress.
  const field = notes.emailChoices && progress !== null ? 'email' : progress;
  if (field !== pending) notes.misses = 0;
  next.pendingField = field;
  next.stage = stageOf(progress);

  // The reply: what was understood or answered, then one question (or the end).
  const parts: string[] = [];
  if (u.otherLanguage) parts.push("Sorry, I can only help in English at the moment. If you're comfortable writing in English, I'd love to hear about your business.");
  // 'Can I talk to a person?' is a wish, not a question for the proposal.
  const asksForMeeting = u.wantsPerson === true || u.wantsBooking === true;
  if (u.question && !(u.question === 'other' && asksForMeeting)) parts.push(answerTo(u.question, knowledge));
  const offer = bookingOffer(u, next);
  if (offer?.words && asksForMeeting) parts.push(offer.words);
  parts.push(...acknowledge(state, next, changed));
  // Times kept for when the contact details arrived: offered after thanking for them.
  if (offer?.words && !asksForMeeting) parts.push(offer.words);
  if (skippedNow) parts.push(SKIPPED[skippedNow]);

  if (field === null) return finish(next, parts, instructions, changed);

  const misses = notes.misses ?? 0;
  let question: string;
  let personOffered = offer?.offer?.person ?? false;
  if (REQUIRED.has(field) && misses >= MISSES_BEFORE_GIVING_UP) {
    question = handoff(field, state.notes.lastReply);
    personOffered = true;
    instructions.push('The visitor has not given this after three tries: do not ask again; offer the contact form or a person in live chat.');
  } else if (field === 'email' && notes.emailChoices && !u.email) {
    question = `I've got ${notes.emailChoices.length} addresses: ${joinList(notes.emailChoices)}. Which one should we send your proposal to?`;
  } else if (field === 'email' && u.emailTrouble && !u.email) {
    const hint = u.emailTrouble.suggestion ? `Did you mean ${u.emailTrouble.suggestion}?` : `${u.emailTrouble.problem}.`;
    const example = misses >= 2 ? ' It should look like aroha@kiwibakery.co.nz.' : '';
    question = `Hmm, "${u.emailTrouble.typed}" doesn't look quite right. ${hint}${example} Could you type your email address again?`;
  } else if (field === 'name' && field === pending && u.nameProblem && misses > 0) {
    question =
      misses >= 2
        ? `That still doesn't look like a name to me (${u.nameProblem}). ${ASK.name[2]}`
        : `Sorry, I couldn't quite take that as a name (${u.nameProblem}). ${ASK.name[1]}`;
  } else if (field === pending && misses > 0) {
    question = misses >= 2 ? ASK[field][2] : ASK[field][1];
  } else {
    question = ASK[field][0];
    if (field === 'name' && state.stage !== 'contact') parts.push('To put your proposal together, I just need a few details.');
  }
  if (u.noText && field === pending) parts.unshift("I can only read words, I'm afraid.");
  parts.push(question);
  const offered =
    offer?.offer || personOffered ? { times: offer?.offer?.times ?? false, person: personOffered, ...(offer?.words ? { words: offer.words } : {}) } : null;
  return respond(next, parts, instructions, false, changed, offered);
}

/** Whether the visitor can be booked in: a name and an address that passed the shared rule are stored. */
function canBook(state: ConsultantState): boolean {
  return state.contactName !== null && state.contactEmail !== null;
}

/**
 * Asked to book or to talk to someone, the consultant offers the next free times (once it has a name and an address
 * for the invitation) and a person in live chat; asked before the contact details, it offers the times as soon as it
 * has them. Returns the offer and the words that go with it.
 */
function bookingOffer(u: Understanding, next: ConsultantState): { offer: ConsultantOffer | null; words: string } | null {
  const notes = next.notes;
  if (u.wantsPerson || u.wantsBooking) {
    if (notes.booked) {
      return {
        offer: u.wantsPerson ? { times: false, person: true } : null,
        words: `You're booked in for ${notes.booked}; the confirmation e-mail has links to move or cancel it.`,
      };
    }
    if (canBook(next)) {
      return { offer: { times: true, person: true }, words: `Of course: choose a time below for a free 30-minute consultation, or ${PERSON_BUTTON}.` };
    }
    notes.bookingAsked = true;
    return {
      offer: { times: false, person: true },
      words: `Of course: ${PERSON_BUTTON}, or I can book you a free 30-minute consultation as soon as I have your name and email for the invitation.`,
    };
  }
  if (notes.bookingAsked && !notes.booked && canBook(next)) {
    delete notes.bookingAsked;
    return { offer: { times: true, person: false }, words: 'Here are the next free times for your consultation: choose one below whenever suits.' };
  }
  return null;
}

function acknowledge(before: ConsultantState, after: ConsultantState, changed: UnderstoodFact[]): string[] {
  if (changed.length === 0) return [];
  const parts: string[] = [];
  if (changed.includes('service')) parts.push(`Great choice: ${after.serviceInterest} is where we can make a real difference.`);
  const contact = changed.filter((fact) => fact !== 'service' && fact !== 'business' && fact !== 'challenges' && fact !== 'goals');
  const discovery = changed.filter((fact) => fact === 'business' || fact === 'challenges' || fact === 'goals');
  const first = after.contactName ? firstNameOf(after.contactName) : undefined;

  if (contact.length === 1 && contact[0] === 'name' && discovery.length === 0) {
    parts.push(before.contactName ? `Thanks, I'll call you ${first}.` : `Nice to meet you, ${first}!`);
  } else if (contact.length === 1 && contact[0] === 'email' && discovery.length === 0) {
    if (before.contactEmail) parts.push(`Thanks, I've changed your email to ${after.contactEmail}.`);
    else parts.push(before.pendingField === 'email' ? 'Thanks!' : `Thanks, I've noted ${after.contactEmail}.`);
  } else if (contact.length === 1 && contact[0] === 'company' && discovery.length === 0) {
    parts.push(after.companyName ? `Thanks, ${after.companyName} it is.` : 'No problem.');
  } else if (contact.length === 1 && contact[0] === 'budget' && discovery.length === 0) {
    parts.push('Good to know.');
  } else if (contact.length > 0) {
    const noted = contact
      .filter((fact) => fact !== 'name')
      .map((fact) => {
        if (fact === 'company') return after.companyName ?? 'no company';
        if (fact === 'email') return after.contactEmail ?? '';
        if (fact === 'phone') return `your number ${after.contactPhone}`;
        if (fact === 'budget') return `a budget of ${after.budget}`;
        return `a timeline of ${after.timeline}`;
      });
    const greeting = contact.includes('name') && first ? `Thanks ${first}` : 'Thanks';
    const aboutBusiness = discovery.length > 0 ? 'what you told me about the business' : undefined;
    const all = [...noted, ...(aboutBusiness ? [aboutBusiness] : [])];
    parts.push(all.length > 0 ? `${greeting}, I've noted ${joinList(all)}.` : `${greeting}!`);
  } else if (discovery.length === 1) {
    parts.push(DISCOVERY_ACK[discovery[0] as UnderstoodFact] ?? "Thanks, that's helpful.");
  } else if (discovery.length > 1) {
    parts.push("Thanks, that's really helpful.");
  }
  return parts;
}

function finish(state: ConsultantState, parts: string[], instructions: string[], changed: UnderstoodFact[]): ConsultantTurn {
  const name = firstNameOf(state.contactName ?? '');
  const service = state.serviceInterest ?? 'your project';
  const closing =
    `Thank you, ${name}! I've passed everything on to our team. ` +
    `We'll prepare a tailored proposal for ${service} and send it to ${state.contactEmail ?? 'you'} within 24 hours.`;
  // The closing says it all: the acknowledgement of the last answer is left out, answers to questions are kept.
  const kept = parts.filter(
    (part) => !/^(?:Thanks|Nice to meet you|Good to know|No problem|Understood|That gives us|Of course|Here are the next free times)/.test(part),
  );
  instructions.push('Ask no further questions.');
  delete state.notes.bookingAsked;
  // The conversation ends with the meeting: the next free times, and a person for whoever would rather talk now.
  if (state.notes.booked) return respond(state, [...kept, closing, `See you on ${state.notes.booked}.`], instructions, true, changed, null);
  const invitation = 'Would you like to talk it through? Choose a time below for a free 30-minute consultation.';
  return respond(state, [...kept, closing, invitation], instructions, true, changed, { times: true, person: true, words: invitation });
}

function respond(
  state: ConsultantState,
  parts: string[],
  instructions: string[],
  completed: boolean,
  understood: UnderstoodFact[],
  offer: ConsultantOffer | null,
): ConsultantTurn {
  let reply = parts.filter(Boolean).join(' ');
  // Never the same words twice in a row.
  if (reply === state.notes.lastReply) reply = `Sorry, let me put that another way. ${reply}`;
  const next: ConsultantState = { ...state, notes: { ...state.notes, lastReply: reply } };
  const instruction = [...instructions, `Say this in your own words, keeping every fact, address and question in it: "${reply}"`].join(' ');
  return { state: next, reply, instruction, completed, understood, offer };
}
