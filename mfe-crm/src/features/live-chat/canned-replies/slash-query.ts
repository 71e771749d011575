import type { TCannedReply } from '@agency/contracts';

/*
 * The reply box's '/' menu without React: where the '/query' being typed is, which saved replies it matches, and the
 * text once one is inserted. Plain functions, so the rules are tested without a browser (mfe-crm/test).
 */

/** The most options the menu lists; typing more letters narrows it. */
export const SLASH_MENU_LIMIT = 8;

export interface SlashQuery {
  /** Where the '/' is in the text. */
  start: number;
  /** What follows it up to the caret. */
  query: string;
}

/**
 * The '/query' ending at the caret, when the '/' starts the text or follows white space ('and/or' or a URL's path
 * opens nothing); a space ends it.
 */
export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const match = /(^|\s)\/([^\s/]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Letters and digits only, lower case: '/thankyou' finds 'Thank you', '/book-a' finds 'Book a consultation'. */
const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The replies whose title holds the query: those it starts first, then by title, at most SLASH_MENU_LIMIT. */
export function matchCannedReplies(replies: readonly TCannedReply[], query: string): TCannedReply[] {
  const wanted = squash(query);
  return replies
    .map((reply) => ({ reply, at: squash(reply.title).indexOf(wanted) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.reply.title.localeCompare(b.reply.title))
    .slice(0, SLASH_MENU_LIMIT)
    .map(({ reply }) => reply);
}

/** The first word of the name the visitor gave, or null (no name: the placeholder is dropped). */
export function visitorFirstName(visitorName: string | null | undefined): string | null {
  return visitorName?.trim().split(/\s+/)[0] || null;
}

/** The text with the '/query' (up to the caret) replaced by the reply, and the caret just after it. */
export function insertAtSlash(text: string, slash: SlashQuery, reply: string): { text: string; caret: number } {
  const end = slash.start + 1 + slash.query.length;
  const before = text.slice(0, slash.start);
  return { text: before + reply + text.slice(end), caret: before.length + reply.length };
}
