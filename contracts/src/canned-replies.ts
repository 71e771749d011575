import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { requiredText } from './fields';
import { unknownPlaceholders } from './placeholders';

/*
 * Canned replies: saved answers an agent inserts in the live chat's reply box by typing '/' and a few letters.
 *   GET    /api/chat/canned-replies        admin: every saved reply, by title
 *   POST   /api/chat/canned-replies        admin: saves a new one (409 when the title is taken)
 *   PATCH  /api/chat/canned-replies/:id    admin: changes its title or text
 *   DELETE /api/chat/canned-replies/:id    admin: deletes it
 */

export const CANNED_REPLY_LIMITS = { title: 60, text: 2000, count: 500 } as const;

/** The one placeholder a reply may hold; anything else in braces is refused, so a typo never reaches a visitor. */
export const CANNED_REPLY_PLACEHOLDERS = ['firstName'] as const;

export const CANNED_REPLY_MESSAGES = {
  unknownPlaceholder: 'Text may only use the placeholder {firstName}',
  titleTaken: 'A canned reply with this title already exists',
  notFound: 'Canned reply not found',
  tooMany: `At most ${CANNED_REPLY_LIMITS.count} canned replies`,
} as const;

/** The names in braces that are not a known placeholder. */
export function unknownCannedPlaceholders(text: string): string[] {
  return unknownPlaceholders(text, CANNED_REPLY_PLACEHOLDERS);
}

/** Greetings that read naturally with 'there' when the name is unknown ('Hi there,', 'Kia ora there,'). */
const GREETING_BEFORE_NAME = /\b(hi|hello|hey|kia ora|m[oō]rena|good (?:morning|afternoon|evening))([ \t]+)\{firstName\}/giu;

/**
 * The text as the visitor reads it. With no first name, a greeting keeps its word and says 'there' in the name's
 * place ('Hi {firstName}, thanks' reads 'Hi there, thanks'); anywhere else the placeholder goes with the space or
 * comma before it, so 'Thanks {firstName}!' reads 'Thanks!' and '{firstName}, one moment' reads 'One moment'.
 */
export function fillCannedReply(text: string, firstName: string | null): string {
  const name = firstName?.trim();
  if (name) return text.replaceAll('{firstName}', name);
  return text
    .replace(GREETING_BEFORE_NAME, (_, greeting: string, space: string) => `${greeting}${space}there`)
    .replace(/^\{firstName\}[ \t]*[,:]?[ \t]*(\S?)/gm, (_, next: string) => next.toUpperCase())
    .replace(/[ \t]*,?[ \t]*\{firstName\}/g, '')
    .trim();
}

const ZCannedReplyText = requiredText('text', CANNED_REPLY_LIMITS.text).refine(
  (text) => unknownCannedPlaceholders(text).length === 0,
  CANNED_REPLY_MESSAGES.unknownPlaceholder,
);

export const ZCannedReplyInput = z.object({
  title: requiredText('title', CANNED_REPLY_LIMITS.title),
  text: ZCannedReplyText,
});
export type TCannedReplyInput = z.input<typeof ZCannedReplyInput>;

export const ZCannedReplyUpdate = ZCannedReplyInput.partial().refine(
  (body) => body.title !== undefined || body.text !== undefined,
  'Give a title or a text',
);
export type TCannedReplyUpdate = z.input<typeof ZCannedReplyUpdate>;

export const ZCannedReply = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TCannedReply = z.infer<typeof ZCannedReply>;

export const ZCannedReplyList = z.object({ items: z.array(ZCannedReply) });
export type TCannedReplyList = z.infer<typeof ZCannedReplyList>;

export const CANNED_REPLY_ENDPOINTS = {
  'GET /api/chat/canned-replies': {
    summary: 'Every canned reply, by title',
    tag: 'chat',
    access: 'admin',
    response: ZCannedReplyList,
  },
  'POST /api/chat/canned-replies': {
    summary: 'Saves a canned reply; 409 when the title is taken; only {firstName} may appear in braces',
    tag: 'chat',
    access: 'admin',
    body: ZCannedReplyInput,
    response: ZCannedReply,
    status: 201,
  },
  'PATCH /api/chat/canned-replies/:id': {
    summary: "Changes a canned reply's title or text",
    tag: 'chat',
    access: 'admin',
    body: ZCannedReplyUpdate,
    response: ZCannedReply,
  },
  'DELETE /api/chat/canned-replies/:id': {
    summary: 'Deletes a canned reply',
    tag: 'chat',
    access: 'admin',
    status: 204,
  },
} satisfies EndpointGroup;
