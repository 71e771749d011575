import { emailProblem, nameProblem, suggestEmailDomain } from '@agency/contracts';

/*
 * Reading contact details out of what a visitor types to the consultant. Every value is checked with the shared field
 * rules (contracts/src/field-rules.ts), the same words the forms use, before the engine accepts it.
 */

/** Something shaped like an address: text around one '@', ended by a space or punctuation. */
const EMAIL_CANDIDATE = /[^\s<>()[\],;:"'`]+@[^\s<>()[\],;:"'`]+/g;

/** Longest value kept for the free answers (company, budget, timeline); the columns allow no more. */
export const SHORT_ANSWER_MAX_LENGTH = 200;
export const LONG_ANSWER_MAX_LENGTH = 2000;

export type EmailReading =
  | { kind: 'valid'; email: string }
  | { kind: 'invalid'; typed: string; problem: string; suggestion: string | undefined }
  | { kind: 'missing' };

/** Every e-mail-like piece of the message, without a sentence's closing full stop ('aroha@kiwi.nz.' -> 'aroha@kiwi.nz'). */
function emailCandidates(message: string): string[] {
  return (message.match(EMAIL_CANDIDATE) ?? []).map((candidate) => candidate.replace(/[.!?]+$/, ''));
}

/** The first valid address in the message; else the first candidate with its problem; else missing. */
export function readEmail(message: string): EmailReading {
  const candidates = emailCandidates(message);
  for (const candidate of candidates) {
    if (!emailProblem(candidate)) return { kind: 'valid', email: candidate.trim().toLowerCase() };
  }
  const typed = candidates[0];
  if (typed === undefined) return { kind: 'missing' };
  const problem = emailProblem(typed) ?? 'Please enter a valid email address';
  const domain = suggestEmailDomain(typed);
  const suggestion = domain ? `${typed.split('@')[0]}@${domain}`.toLowerCase() : undefined;
  return { kind: 'invalid', typed: typed.slice(0, 254), problem, suggestion };
}

const GREETING = /^(hi|hello|hey|kia ora|gidday|g'day)\b[\s,!.]*/i;
const NAME_LEAD_IN = /^(my name is|my name's|my names|name is|name's|name:|i am|i'm|im|it's|it is|this is|call me|you can call me)\s+/i;
/** Where a name stops when more follows: 'Aroha Ngata from Kiwi Bakery', 'Aroha, owner of ...'. */
const NAME_END = /\s*(?:[,;.!?\n]|\s(?:from|at|and|of|here)\s).*$/is;
const MAX_NAME_WORDS = 5;

export type NameReading = { kind: 'valid'; name: string } | { kind: 'invalid'; problem: string };

/** The visitor's name from an answer to 'What's your name?', checked with the shared name rule. */
export function readName(message: string): NameReading {
  let text = message.replace(EMAIL_CANDIDATE, ' ').trim();
  text = text.replace(GREETING, '').trim();
  text = text.replace(NAME_LEAD_IN, '').trim();
  text = text.replace(NAME_END, '').trim();
  const problem = nameProblem(text);
  if (problem) return { kind: 'invalid', problem };
  if (text.split(/\s+/).length > MAX_NAME_WORDS) return { kind: 'invalid', problem: 'Please enter a valid name' };
  return { kind: 'valid', name: text };
}

/** 'Aroha Ngata' -> 'Aroha'. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

const COMPANY_LEAD_IN = /^(it's|it is|we're|we are|the company is|my company is|our company is|company is|company:|it's called|we're called|called)\s+/i;
/** Answers meaning "no company" for a sole trader or someone not yet trading. */
const NO_COMPANY = /^(none|no|nope|n\/?a|-|skip|not yet|no company|i don't have one|i do not have one|just me|sole trader)\.?$/i;

/** The company's name, or null when the visitor has none. */
export function readCompany(message: string): string | null {
  const text = message.trim().replace(COMPANY_LEAD_IN, '').replace(/[.!]+$/, '').trim();
  if (text === '' || NO_COMPANY.test(text)) return null;
  return clip(text, SHORT_ANSWER_MAX_LENGTH);
}

/** A free answer, trimmed and cut to the column's length. */
export function clip(text: string, maxLength: number): string {
  const trimmed = text.trim().replace(/\s+\n/g, '\n');
  return trimmed.length <= maxLength ? trimmed : `${trimmed.slice(0, maxLength - 1).trimEnd()}…`;
}
