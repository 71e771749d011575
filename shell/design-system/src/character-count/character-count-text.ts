import { formatCount } from '@agency/contracts';

/** The count shows from this share of the limit on (before it, only assistive technology reads the limit). */
export const CHARACTER_COUNT_SHOWN_FROM = 0.8;

export type CharacterCountLevel = 'under' | 'near' | 'over';

/** Where a text stands against its limit: under 80%, from 80% up to the limit, or over it. */
export function characterCountLevel(length: number, max: number): CharacterCountLevel {
  if (length > max) return 'over';
  return length >= Math.ceil(max * CHARACTER_COUNT_SHOWN_FROM) ? 'near' : 'under';
}

/** '620 characters over the limit', or undefined within it: the words a refused Send or Save shows. */
export function overTheLimit(length: number, max: number): string | undefined {
  const over = length - max;
  if (over <= 0) return undefined;
  return `${formatCount(over)} ${over === 1 ? 'character' : 'characters'} over the limit of ${formatCount(max)}`;
}

/** What the count says: '1,640 / 2,000', or '2,620 / 2,000 — 620 characters over the limit' (short: it sits under a box). */
export function characterCountText(length: number, max: number): string {
  const count = `${formatCount(length)} / ${formatCount(max)}`;
  const over = length - max;
  return over > 0 ? `${count} — ${formatCount(over)} ${over === 1 ? 'character' : 'characters'} over the limit` : count;
}

/** What the live region says when the text moves to `level` (nothing when it falls back under 80%). */
export function announcementFor(level: CharacterCountLevel, previous: CharacterCountLevel, length: number, max: number): string {
  const left = max - length;
  const leftText = `${formatCount(left)} ${left === 1 ? 'character' : 'characters'} left`;
  if (level === 'over') return overTheLimit(length, max) ?? '';
  if (level === 'near') return previous === 'over' ? `Back within the limit: ${leftText}` : `${leftText} of ${formatCount(max)}`;
  return '';
}

