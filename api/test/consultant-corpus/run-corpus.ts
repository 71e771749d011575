import { performance } from 'node:perf_hooks';
import { advance, initialState, type ConsultantState } from '../../src/onboarding/consultant-script';

/** The styles the corpus covers (issue 24 'Quality, measured'). */
export const CORPUS_STYLES = [
  'one paragraph',
  'everything first',
  'out of order',
  'email before name',
  'correction',
  'question back',
  'lower case',
  'typos',
  'macrons',
  'labelled block',
  'phone',
  'no company',
  'unknown budget',
  'one at a time',
] as const;
export type CorpusStyle = (typeof CORPUS_STYLES)[number];

/** Facts a conversation must end with. Discovery facts are checked as 'contains this text'; null: must stay empty. */
export interface ExpectedFacts {
  service?: string | null;
  name?: string;
  email?: string;
  phone?: string | null;
  company?: string | null;
  budget?: string | null;
  timeline?: string | null;
  business?: string;
  challenges?: string;
  goals?: string;
}

export interface CorpusConversation {
  id: string;
  style: CorpusStyle;
  /** What the visitor types, in order, whatever the consultant asked. */
  messages: string[];
  expected: ExpectedFacts;
}

/** What the visitor says once they have said everything they meant to. */
export const NOTHING_MORE = "That's all I can tell you for now.";
const EXTRA_TURNS = 3;

export interface CorpusResult {
  conversation: CorpusConversation;
  completed: boolean;
  /** Expected facts that were not stored as expected: 'budget: expected "10k", stored null'. */
  mismatches: string[];
  /** Visitor messages sent, the closing ones included. */
  turns: number;
  /** The most times one reply came in a row. */
  longestRepeat: number;
  transcript: { role: 'visitor' | 'consultant'; text: string }[];
  /** Milliseconds each scripted turn took. */
  turnTimes: number[];
  state: ConsultantState;
}

const PRICES = 'Our website plans start at $299 a month (NZD, GST included).';

const COLUMN: Record<keyof ExpectedFacts, keyof ConsultantState> = {
  service: 'serviceInterest',
  name: 'contactName',
  email: 'contactEmail',
  phone: 'contactPhone',
  company: 'companyName',
  budget: 'budget',
  timeline: 'timeline',
  business: 'businessDescription',
  challenges: 'challenges',
  goals: 'goals',
};
const CONTAINS = new Set<keyof ExpectedFacts>(['business', 'challenges', 'goals']);

export function checkFacts(state: ConsultantState, expected: ExpectedFacts): string[] {
  const mismatches: string[] = [];
  for (const [key, want] of Object.entries(expected) as [keyof ExpectedFacts, string | null | undefined][]) {
    if (want === undefined) continue;
    const stored = state[COLUMN[key]] as string | null;
    const ok = want === null ? stored === null : CONTAINS.has(key) ? stored !== null && stored.includes(want) : stored === want;
    if (!ok) mismatches.push(`${key}: expected ${JSON.stringify(want)}, stored ${JSON.stringify(stored)}`);
  }
  return mismatches;
}

/** Sends the visitor's messages in order, then 'That's all ...' up to three times, through the scripted engine. */
export function runConversation(conversation: CorpusConversation): CorpusResult {
  let state = initialState();
  const transcript: CorpusResult['transcript'] = [];
  const turnTimes: number[] = [];
  let completed = false;
  let turns = 0;
  let longestRepeat = 0;
  let repeat = 0;
  let previous: string | undefined;
  const queue = [...conversation.messages, ...Array.from({ length: EXTRA_TURNS }, () => NOTHING_MORE)];
  for (const message of queue) {
    const started = performance.now();
    const turn = advance(state, message, { prices: PRICES });
    turnTimes.push(performance.now() - started);
    turns += 1;
    state = turn.state;
    transcript.push({ role: 'visitor', text: message }, { role: 'consultant', text: turn.reply });
    repeat = turn.reply === previous ? repeat + 1 : 1;
    longestRepeat = Math.max(longestRepeat, repeat);
    previous = turn.reply;
    if (turn.completed) {
      completed = true;
      break;
    }
  }
  return { conversation, completed, mismatches: checkFacts(state, conversation.expected), turns, longestRepeat, transcript, turnTimes, state };
}

/** Passed: completed with every expected fact, within its messages plus three turns, never a reply three times in a row. */
export function passed(result: CorpusResult): boolean {
  return (
    result.completed &&
    result.mismatches.length === 0 &&
    result.turns <= result.conversation.messages.length + EXTRA_TURNS &&
    result.longestRepeat < 3
  );
}
