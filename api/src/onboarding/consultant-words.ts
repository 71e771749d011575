import { ONBOARDING_SERVICES, ONBOARDING_TEXT } from '@agency/contracts';
import type { QuestionTopic, UnderstoodFact } from './visitor-facts';

/*
 * The consultant's wording: the opening, each field's question (as first asked, asked again, explained), what it says
 * when it stops asking, the answers to a visitor's questions and the hand-off to the contact form or live chat. Which
 * of these is said, and when, is decided in consultant-script.ts; the words are here, in one place to read and edit.
 */

export const AGENCY_NAME = 'Kea AI Studio';

export type PendingField = 'service' | 'business' | 'challenges' | 'goals' | 'name' | 'email' | 'company' | 'budget' | 'timeline';

/** What the consultant may tell a visitor who asks: read by the service from the site's own data. */
export interface ConsultantKnowledge {
  /** One or two sentences on prices, from the plan catalogue. */
  prices: string;
}

export interface OpeningScript {
  greeting: string;
  serviceOptions: string[];
  selectionPrompt: string;
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


const CONTACT_FORM = 'the contact form at /contact';
const LIVE_CHAT = 'a person in live chat (the chat button at the bottom of the page)';
export const PERSON_BUTTON = "press 'Talk to a person' below to reach our team in live chat";

/** Each field's question: as first asked, asked again, and explained with an example. */
export const ASK: Record<PendingField, [string, string, string]> = {
  service: [
    SELECTION_PROMPT,
    `I didn't quite catch which service you mean. Please choose one of these: ${numberedServices().join(', ')}.`,
    'Just type the number or the name of a service, for example "4" or "Business Automation", or describe what you need, such as "a chatbot for our clinic".',
  ],
  business: [
    'First, tell me a little about your business: what do you do, and who are your customers?',
    'Could you tell me a bit about the business itself? What do you do, and who for?',
    'A sentence or two is plenty, for example: "We run a bakery in Ponsonby selling to cafés and walk-in customers." What does your business do?',
  ],
  challenges: [
    'What are the biggest challenges holding the business back at the moment?',
    "What's getting in the way at the moment? Anything that costs you time or customers counts.",
    'For example: "Orders come in by phone, email and Instagram and some get lost." What is the main challenge for you?',
  ],
  goals: [
    'And what would you like to achieve over the next 6-12 months? A goal or two is plenty.',
    'What would success look like for you over the next year?',
    'For example: "Half the admin time and 20 more bookings a month." What would you like to achieve?',
  ],
  name: [
    "What's your name?",
    'What should we call you?',
    'Your first name is fine, for example "Aroha" or "Aroha Ngata". What should we call you?',
  ],
  email: [
    "What's the best email address to send your proposal to?",
    "I couldn't find an email address in that. What's the best email address to send your proposal to?",
    'We need an address to send your proposal to, written like aroha@kiwibakery.co.nz. What address should we use?',
  ],
  company: [
    "What's the name of your company? If you don't have one yet, just say so.",
    'What is the business called? If it\'s just you, "just me" is fine.',
    'For example "Kiwi Bakery Ltd", or "none" if you don\'t have a company name yet. What is it called?',
  ],
  budget: [
    'What budget do you have in mind for this project? A rough range is fine, for example under $5,000, $5,000-$15,000 or more.',
    'Roughly what would you like to spend? "Not sure yet" is a fine answer too.',
    'A rough figure is plenty, for example "about $10,000" or "5-15k", or "not sure yet". What budget should we plan for?',
  ],
  timeline: [
    'And when would you like to get started?',
    'When would you like this up and running?',
    'For example "asap", "in 2-3 months" or "by March". When would you like to start?',
  ],
};

/** What the consultant says when it stops asking for an optional field. */
export const SKIPPED: Record<PendingField, string> = {
  service: "No problem, we can work out the right service together on the call.",
  business: "No problem, we can cover the business on the call.",
  challenges: "That's fine, we can talk through the challenges later.",
  goals: "That's fine, we can shape the goals together.",
  name: '',
  email: '',
  company: "No problem, I'll leave the company blank.",
  budget: "No problem, I'll note the budget as not given yet.",
  timeline: "No problem, I'll note the timing as open.",
};

export const DISCOVERY_ACK: Partial<Record<UnderstoodFact, string>> = {
  business: "Thanks, that's helpful.",
  challenges: 'Understood.',
  goals: 'That gives us a clear picture.',
};

export function answerTo(topic: QuestionTopic, knowledge: ConsultantKnowledge): string {
  switch (topic) {
    case 'price':
      return `${knowledge.prices} Your proposal will say exactly what your project would cost.`;
    case 'proposal_time':
      return 'Our team sends a tailored proposal within 24 hours of this conversation, and the first consultation is free.';
    case 'next_steps':
      return 'Once I have a few details, our team prepares a tailored proposal and sends it within 24 hours; you can also book a free 30-minute consultation to talk it through.';
    case 'who':
      return `I'm ${ONBOARDING_TEXT.personaName}, the AI consultant at ${AGENCY_NAME}; a person on our team reads everything you tell me.`;
    case 'privacy':
      return 'We use your details only to prepare and send your proposal, and never sell or share them.';
    case 'other':
      return "Good question: I'll pass it on so the team can answer it in your proposal.";
  }
}

export function handoff(field: PendingField, lastReply: string | undefined): string {
  const what = field === 'name' ? 'your name' : 'a valid email address';
  const first =
    `I can't send a proposal without ${what}. If you'd rather not type it here, you can use ${CONTACT_FORM}, ` +
    `or talk to ${LIVE_CHAT}.`;
  const second = `Whenever you're ready, just type ${what} here; or, if it suits you better, use ${CONTACT_FORM} or the live chat.`;
  return lastReply?.includes(first) ? second : first;
}
