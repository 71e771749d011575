import {
  CANNED_REPLY_LIMITS,
  CANNED_REPLY_MESSAGES,
  ZCannedReplyInput,
  ZCannedReplyUpdate,
  type TCannedReply,
} from '@agency/contracts';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

export type CannedReplySampleKey =
  | 'GET /api/chat/canned-replies'
  | 'POST /api/chat/canned-replies'
  | 'PATCH /api/chat/canned-replies/:id'
  | 'DELETE /api/chat/canned-replies/:id';

const SEED_AT = '2026-11-02T21:00:00.000Z';

/** The sample's saved replies, as an agency's team would keep them. */
export function seedCannedReplies(): Pick<SampleState, 'cannedReplies'> {
  const reply = (id: string, title: string, text: string): TCannedReply => ({ id, title, text, createdAt: SEED_AT, updatedAt: SEED_AT });
  return {
    cannedReplies: [
      reply('c4a0e000-0000-4000-8000-000000000001', 'Greeting', 'Kia ora {firstName}, thanks for getting in touch. How can we help?'),
      reply('c4a0e000-0000-4000-8000-000000000002', 'Book a consultation', 'You can book a free 30-minute consultation at a time that suits you: just pick one on our booking page.'),
      reply('c4a0e000-0000-4000-8000-000000000003', 'Pricing', 'Our websites start at $1,500 + GST. Every plan is on the pricing page, and we are happy to quote for anything custom.'),
      reply('c4a0e000-0000-4000-8000-000000000004', 'Thanks for waiting', 'Thanks for waiting, {firstName}. I am looking into it now.'),
    ],
  };
}

const byTitle = (a: TCannedReply, b: TCannedReply) => a.title.toLowerCase().localeCompare(b.title.toLowerCase());

function titleTaken(state: SampleState, title: string, exceptId?: string): boolean {
  return state.cannedReplies.some((item) => item.id !== exceptId && item.title.toLowerCase() === title.toLowerCase());
}

function findReply(state: SampleState, id: string): TCannedReply {
  const found = state.cannedReplies.find((item) => item.id === id);
  if (!found) throw sampleError(404, CANNED_REPLY_MESSAGES.notFound);
  return found;
}

/** The server's rules: titles unique whatever their case, at most CANNED_REPLY_LIMITS.count replies. */
export const CANNED_REPLY_SAMPLE_HANDLERS: Pick<SampleHandlers, CannedReplySampleKey> = {
  'GET /api/chat/canned-replies': (state) => ({ items: [...state.cannedReplies].sort(byTitle) }),
  'POST /api/chat/canned-replies': (state, { body }) => {
    const input = parseSample(ZCannedReplyInput, body);
    if (titleTaken(state, input.title)) throw sampleError(409, CANNED_REPLY_MESSAGES.titleTaken);
    if (state.cannedReplies.length >= CANNED_REPLY_LIMITS.count) throw sampleError(409, CANNED_REPLY_MESSAGES.tooMany);
    const now = new Date().toISOString();
    const reply: TCannedReply = { id: crypto.randomUUID(), ...input, createdAt: now, updatedAt: now };
    state.cannedReplies.push(reply);
    return reply;
  },
  'PATCH /api/chat/canned-replies/:id': (state, { params, body }) => {
    const input = parseSample(ZCannedReplyUpdate, body);
    const reply = findReply(state, params.id);
    if (input.title !== undefined && titleTaken(state, input.title, reply.id)) throw sampleError(409, CANNED_REPLY_MESSAGES.titleTaken);
    Object.assign(reply, input, { updatedAt: new Date().toISOString() });
    return reply;
  },
  'DELETE /api/chat/canned-replies/:id': (state, { params }) => {
    const reply = findReply(state, params.id);
    state.cannedReplies = state.cannedReplies.filter((item) => item.id !== reply.id);
    return undefined;
  },
};
