import { phoneProblem } from '@agency/contracts';

/*
 * What an e-mail address and a phone number look like in free text. The contact readers take them; the project
 * readers use them to step over contact details when they look for a budget, a timeline or the business.
 */

/** Something shaped like an address: text around one '@', ended by a space or punctuation. */
export const EMAIL_CANDIDATE = /[^\s<>()[\],;:"'`]+@[^\s<>()[\],;:"'`]+/g;
export const HAS_EMAIL = new RegExp(EMAIL_CANDIDATE.source);

export const PHONE_CANDIDATE = /(?<![\d$])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{5,16}\d(?![\d%])/g;

export function readPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim();
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 12);
    if (/^\s?(?:k\b|m\b|grand|thousand|dollars|nzd|months?|weeks?|years?|days?|people|staff)/i.test(after)) continue;
    if (!phoneProblem(candidate)) return candidate;
  }
  return undefined;
}
