import type { TOnboardingStage } from '@agency/contracts';
import type { ConsultantState, ConsultantTurn } from './consultant-script';

/** What a writer knows when it words one reply. */
export interface ReplyRequest {
  turn: ConsultantTurn;
  /** The stage the visitor answered in (the turn's state holds the stage after it). */
  previousStage: TOnboardingStage;
  /** The stored transcript before this message, oldest first, most recent entries only. */
  history: { role: 'user' | 'assistant'; content: string }[];
  message: string;
}

/**
 * Words the consultant's reply. The scripted engine has already decided the stage and every stored value; a writer
 * only chooses the words, and answers undefined when it cannot (the scripted reply is then used for that turn).
 */
export interface ReplyWriter {
  readonly name: string;
  write(request: ReplyRequest): Promise<string | undefined>;
}

export const REPLY_WRITER = Symbol('REPLY_WRITER');

/** The default: the script's own words, instantly, with nothing installed. */
export class ScriptedReplyWriter implements ReplyWriter {
  readonly name = 'scripted';

  write(request: ReplyRequest): Promise<string | undefined> {
    return Promise.resolve(request.turn.reply);
  }
}

/** The facts gathered so far, for a model's system prompt. */
export function describeState(state: ConsultantState): string {
  const facts: [string, string | null][] = [
    ['Service of interest', state.serviceInterest],
    ['Business', state.businessDescription],
    ['Challenges', state.challenges],
    ['Goals', state.goals],
    ['Name', state.contactName],
    ['Email', state.contactEmail],
    ['Company', state.companyName],
    ['Budget', state.budget],
    ['Timeline', state.timeline],
  ];
  const known = facts.filter(([, value]) => value !== null).map(([label, value]) => `- ${label}: ${value}`);
  return known.length > 0 ? known.join('\n') : '- nothing yet';
}
