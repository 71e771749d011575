import type { TOnboardingService } from '@agency/contracts';

/*
 * What the consultant understood from one visitor message: the shape every reader fills in and the script acts on.
 */

export type QuestionTopic = 'price' | 'proposal_time' | 'next_steps' | 'who' | 'privacy' | 'other';

export interface EmailTrouble {
  typed: string;
  problem: string;
  suggestion: string | undefined;
}

/** What one message says. Absent: the message did not say it. */
export interface Understanding {
  service?: TOnboardingService;
  business?: string;
  challenges?: string;
  goals?: string;
  name?: string;
  /** A name was offered ('my name is ...') but the shared name rule refuses it. */
  nameProblem?: string;
  /** One valid address, lowercased. */
  email?: string;
  /** Several valid addresses and no telling which: the visitor is asked to choose. */
  emailChoices?: string[];
  /** An address was typed but is not valid (with the rule's words and a typo suggestion). */
  emailTrouble?: EmailTrouble;
  phone?: string;
  /** A company's name, or null for 'just me', 'sole trader'. */
  company?: string | null;
  budget?: string;
  timeline?: string;
  /** The visitor asked something. */
  question?: QuestionTopic;
  wantsPerson?: boolean;
  wantsBooking?: boolean;
  /** 'That's all I can tell you': nothing more is coming. */
  done?: boolean;
  /** A short 'no', 'not sure', 'rather not say'. */
  declined?: boolean;
  /** Only thanks, greetings, 'ok', 'sounds good'. */
  pleasantry?: boolean;
  /** 'Yes', 'that's right' (to 'Did you mean ...?'). */
  affirmed?: boolean;
  /** Written in another language. */
  otherLanguage?: boolean;
  /** No letters or digits at all (emoji only). */
  noText?: boolean;
  /** Sentences that say nothing the rules recognise, for the question the consultant asked. */
  unclassified?: string;
}

export type UnderstoodFact = 'service' | 'business' | 'challenges' | 'goals' | 'name' | 'email' | 'phone' | 'company' | 'budget' | 'timeline';

/** The facts a reading holds (not its intents). */
export function factsIn(understanding: Understanding): UnderstoodFact[] {
  const keys: UnderstoodFact[] = ['service', 'business', 'challenges', 'goals', 'name', 'email', 'phone', 'company', 'budget', 'timeline'];
  return keys.filter((key) => understanding[key] !== undefined);
}
