import { z } from './zod';
import { tooLongMessage } from './field-rules';
import type { EndpointGroup } from './endpoint';
import {
  FEEDBACK_CATEGORY,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_EMPTY_SUBMISSION_MESSAGE,
  FEEDBACK_METADATA_MAX_BYTES,
  FEEDBACK_METADATA_MAX_KEYS,
  FEEDBACK_METADATA_MAX_STRING_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_SENTIMENTS,
  FEEDBACK_SESSION_ID_MAX_LENGTH,
  sentimentOfEmoji,
} from './feedback-options';

/*
 * Feedback widgets (spec part 2 §3, §7): contexts looked up by identifier, quick reactions, detailed submissions,
 * the public summary a widget shows and the admin overview the CRM shows.
 */

export const ZFeedbackSentiment = z.enum(FEEDBACK_SENTIMENTS, { error: 'Sentiment must be positive, neutral or negative' });

/** Newest reactions answered by GET /api/feedback/reactions/:contextId. */
export const FEEDBACK_REACTIONS_LIMIT = 50;
/** Newest reactions carried by the summary. */
export const FEEDBACK_SUMMARY_RECENT_LIMIT = 10;
/** Newest comments per context in the admin overview. */
export const FEEDBACK_OVERVIEW_COMMENTS_LIMIT = 10;

export const FEEDBACK_UNKNOWN_EMOJI_MESSAGE = 'Choose one of the offered reactions';
export const FEEDBACK_SENTIMENT_MISMATCH_MESSAGE = 'The sentiment does not match the reaction';
export const FEEDBACK_RATING_MESSAGE = `Rating must be a whole number from ${FEEDBACK_RATING_MIN} to ${FEEDBACK_RATING_MAX}`;
export const FEEDBACK_COMMENT_TOO_LONG_MESSAGE = tooLongMessage('comment', FEEDBACK_COMMENT_MAX_LENGTH);
export const FEEDBACK_CATEGORY_MESSAGE = `Category must be '${FEEDBACK_CATEGORY}'`;
export const FEEDBACK_METADATA_MESSAGE = `Metadata must be a flat object of at most ${FEEDBACK_METADATA_MAX_KEYS} text, number or true/false values`;
export const FEEDBACK_METADATA_TEXT_TOO_LONG_MESSAGE = tooLongMessage('metadata text', FEEDBACK_METADATA_MAX_STRING_LENGTH);
export const FEEDBACK_METADATA_TOO_LARGE_MESSAGE = `Metadata must be at most ${FEEDBACK_METADATA_MAX_BYTES} bytes`;

/** A context id as the browser received it; unknown or malformed ids are answered 404 'Context not found' alike. */
const ZContextIdInput = z.string({ error: 'Context id is required' }).min(1, 'Context id is required').max(100, tooLongMessage('context id', 100));

/** The widget instance's random id (part 2 §3). */
const ZSessionId = z
  .string({ error: 'Session id is required' })
  .regex(/^[A-Za-z0-9_-]+$/, 'Session id may only hold letters, digits, - and _')
  .min(8, 'Session id is too short')
  .max(FEEDBACK_SESSION_ID_MAX_LENGTH, tooLongMessage('session id', FEEDBACK_SESSION_ID_MAX_LENGTH));

const ZMetadataValue = z.union([z.string().max(FEEDBACK_METADATA_MAX_STRING_LENGTH, FEEDBACK_METADATA_TEXT_TOO_LONG_MESSAGE), z.number().finite(), z.boolean()], {
  error: FEEDBACK_METADATA_MESSAGE,
});

/** Small and flat: {contextIdentifier, userAgent, timestamp} (+ variant and question from the inline prompt). */
export const ZFeedbackMetadata = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, FEEDBACK_METADATA_MESSAGE), ZMetadataValue, { error: FEEDBACK_METADATA_MESSAGE })
  .refine((metadata) => Object.keys(metadata).length <= FEEDBACK_METADATA_MAX_KEYS, FEEDBACK_METADATA_MESSAGE)
  .refine((metadata) => new TextEncoder().encode(JSON.stringify(metadata)).length <= FEEDBACK_METADATA_MAX_BYTES, FEEDBACK_METADATA_TOO_LARGE_MESSAGE);
export type TFeedbackMetadata = z.infer<typeof ZFeedbackMetadata>;

/** Body of POST /api/feedback/reactions: one of the offered emojis with its own sentiment. */
export const ZCreateFeedbackReactionRequest = z
  .object({
    contextId: ZContextIdInput,
    emoji: z.string({ error: FEEDBACK_UNKNOWN_EMOJI_MESSAGE }).refine((emoji) => sentimentOfEmoji(emoji) !== undefined, FEEDBACK_UNKNOWN_EMOJI_MESSAGE),
    sentiment: ZFeedbackSentiment,
    sessionId: ZSessionId,
    metadata: ZFeedbackMetadata.default({}),
  })
  .refine((reaction) => sentimentOfEmoji(reaction.emoji) === reaction.sentiment, {
    message: FEEDBACK_SENTIMENT_MISMATCH_MESSAGE,
    path: ['sentiment'],
  });
export type TCreateFeedbackReactionRequest = z.input<typeof ZCreateFeedbackReactionRequest>;
export type TCreateFeedbackReaction = z.output<typeof ZCreateFeedbackReactionRequest>;

/** Body of POST /api/feedback/submissions: a rating, a comment or both; the comment is trimmed, '' counts as none. */
export const ZCreateFeedbackSubmissionRequest = z
  .object({
    contextId: ZContextIdInput,
    rating: z
      .number({ error: FEEDBACK_RATING_MESSAGE })
      .int(FEEDBACK_RATING_MESSAGE)
      .min(FEEDBACK_RATING_MIN, FEEDBACK_RATING_MESSAGE)
      .max(FEEDBACK_RATING_MAX, FEEDBACK_RATING_MESSAGE)
      .nullish()
      .transform((rating) => rating ?? null),
    comment: z
      .string({ error: 'Comment must be text' })
      .trim()
      .max(FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_COMMENT_TOO_LONG_MESSAGE)
      .nullish()
      .transform((comment) => (comment ? comment : null)),
    category: z.literal(FEEDBACK_CATEGORY, { error: FEEDBACK_CATEGORY_MESSAGE }).default(FEEDBACK_CATEGORY),
    sessionId: ZSessionId,
    metadata: ZFeedbackMetadata.default({}),
  })
  .refine((submission) => submission.rating !== null || submission.comment !== null, {
    message: FEEDBACK_EMPTY_SUBMISSION_MESSAGE,
    path: ['comment'],
  });
export type TCreateFeedbackSubmissionRequest = z.input<typeof ZCreateFeedbackSubmissionRequest>;
export type TCreateFeedbackSubmission = z.output<typeof ZCreateFeedbackSubmissionRequest>;

export const ZFeedbackContext = z.object({ id: z.uuid(), identifier: z.string() });
export type TFeedbackContext = z.infer<typeof ZFeedbackContext>;

/** A reaction as anyone may read it: no session id, no metadata. */
export const ZFeedbackReaction = z.object({
  id: z.uuid(),
  emoji: z.string(),
  sentiment: ZFeedbackSentiment,
  createdAt: z.iso.datetime({ offset: true }),
});
export type TFeedbackReaction = z.infer<typeof ZFeedbackReaction>;

export const ZFeedbackReactionList = z.array(ZFeedbackReaction);
export type TFeedbackReactionList = z.infer<typeof ZFeedbackReactionList>;

/** sentimentScore: the mean of positive +1, neutral 0, negative -1 over every reaction (0 when there are none). */
export const ZFeedbackSummary = z.object({
  contextId: z.uuid(),
  totalReactions: z.number().int().nonnegative(),
  sentimentScore: z.number().min(-1).max(1),
  recentReactions: ZFeedbackReactionList,
});
export type TFeedbackSummary = z.infer<typeof ZFeedbackSummary>;

export const ZCreateFeedbackSubmissionResponse = z.object({ id: z.uuid() });
export type TCreateFeedbackSubmissionResponse = z.infer<typeof ZCreateFeedbackSubmissionResponse>;

export const ZFeedbackComment = z.object({
  id: z.uuid(),
  rating: z.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX).nullable(),
  comment: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TFeedbackComment = z.infer<typeof ZFeedbackComment>;

/** One context in the CRM: averageRating is null until someone rates. */
export const ZFeedbackContextOverview = z.object({
  id: z.uuid(),
  identifier: z.string(),
  reactionCount: z.number().int().nonnegative(),
  sentimentScore: z.number().min(-1).max(1),
  submissionCount: z.number().int().nonnegative(),
  averageRating: z.number().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX).nullable(),
  latestComments: z.array(ZFeedbackComment),
});
export type TFeedbackContextOverview = z.infer<typeof ZFeedbackContextOverview>;

export const ZFeedbackOverview = z.object({ contexts: z.array(ZFeedbackContextOverview) });
export type TFeedbackOverview = z.infer<typeof ZFeedbackOverview>;

export const FEEDBACK_ENDPOINTS = {
  'GET /api/feedback/contexts/:contextIdentifier': {
    summary: "A feedback context's id by its identifier ('home', 'portfolio', ...); 404 'Context not found'",
    tag: 'feedback',
    access: 'public',
    response: ZFeedbackContext,
  },
  'GET /api/feedback/reactions/:contextId': {
    summary: `A context's newest reactions (at most ${FEEDBACK_REACTIONS_LIMIT}), newest first`,
    tag: 'feedback',
    access: 'public',
    response: ZFeedbackReactionList,
  },
  'GET /api/feedback/summary/:contextId': {
    summary: 'Reaction count, sentiment score (-1 to 1) and the newest reactions of a context',
    tag: 'feedback',
    access: 'public',
    response: ZFeedbackSummary,
  },
  'POST /api/feedback/reactions': {
    summary: 'Record a quick reaction; rate limited per client address',
    tag: 'feedback',
    access: 'public',
    body: ZCreateFeedbackReactionRequest,
    response: ZFeedbackReaction,
    status: 201,
  },
  'POST /api/feedback/submissions': {
    summary: 'Record a rating and/or comment; rate limited per client address',
    tag: 'feedback',
    access: 'public',
    body: ZCreateFeedbackSubmissionRequest,
    response: ZCreateFeedbackSubmissionResponse,
    status: 201,
  },
  'GET /api/feedback/overview': {
    summary: 'Per context: reactions, sentiment, submissions, average rating and the newest comments (admin only)',
    tag: 'feedback',
    access: 'admin',
    response: ZFeedbackOverview,
  },
} satisfies EndpointGroup;
