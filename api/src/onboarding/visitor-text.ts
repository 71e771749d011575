import { PLEASANTRY_WORDS } from './visitor-words';

/*
 * The small pieces every reader of a visitor's message shares: answer lengths, tidying, words.
 */

export const SHORT_ANSWER_MAX_LENGTH = 200;
export const LONG_ANSWER_MAX_LENGTH = 2000;
export const MAX_NAME_WORDS = 4;
/** Stored for a budget or timeline the visitor does not know yet. */
export const NOT_SURE_YET = 'Not sure yet';

/** A free answer, trimmed and cut to the column's length. */
export function clip(text: string, maxLength: number): string {
  const trimmed = text.trim().replace(/[ \t]+\n/g, '\n');
  return trimmed.length <= maxLength ? trimmed : `${trimmed.slice(0, maxLength - 1).trimEnd()}…`;
}

/** 'Aroha Ngata' -> 'Aroha'. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export const tidy = (value: string) => value.replace(/\s+/g, ' ').replace(/^[\s,;:.-]+|[\s,;:!?-]+$/g, '').trim();
export const stripFullStop = (value: string) => tidy(value).replace(/\.$/, '').trim();
export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’/-]+|\p{Extended_Pictographic}/gu) ?? [];

/** Only thanks, greetings, 'ok', 'sounds good'. */
export function isPleasantry(text: string): boolean {
  const tokens = words(text.replace(/[!.,?…]+/g, ' '));
  return tokens.length > 0 && tokens.length <= 8 && tokens.every((token) => PLEASANTRY_WORDS.has(token));
}
