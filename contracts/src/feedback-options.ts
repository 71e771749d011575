// The feedback widgets' fixed choices (spec part 2 §9), kept free of zod so the widgets can show them without
// downloading the schema library. feedback.ts builds the API's schemas on the same table.

export const FEEDBACK_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type TFeedbackSentiment = (typeof FEEDBACK_SENTIMENTS)[number];

/**
 * Every reaction either widget offers: its word (the button's accessible name), its emoji (what is stored and shown)
 * and its sentiment. One emoji per word, so the server can tell from the emoji alone which sentiment belongs to it.
 */
export const FEEDBACK_REACTIONS = {
  great: { emoji: '😊', sentiment: 'positive' },
  okay: { emoji: '😐', sentiment: 'neutral' },
  'not good': { emoji: '😞', sentiment: 'negative' },
  like: { emoji: '👍', sentiment: 'positive' },
  dislike: { emoji: '👎', sentiment: 'negative' },
  'love it': { emoji: '😍', sentiment: 'positive' },
  amazing: { emoji: '🤩', sentiment: 'positive' },
  perfect: { emoji: '💯', sentiment: 'positive' },
  poor: { emoji: '🙁', sentiment: 'negative' },
  love: { emoji: '❤️', sentiment: 'positive' },
} as const satisfies Record<string, { emoji: string; sentiment: TFeedbackSentiment }>;
export type TFeedbackReactionWord = keyof typeof FEEDBACK_REACTIONS;

/** The floating widget's eight reactions, in the order it shows them. */
export const WIDGET_REACTION_WORDS = [
  'great',
  'okay',
  'not good',
  'like',
  'dislike',
  'love it',
  'amazing',
  'perfect',
] as const satisfies readonly TFeedbackReactionWord[];

/** The inline prompt's six reactions, in the order it shows them. */
export const INLINE_PROMPT_REACTION_WORDS = ['great', 'okay', 'poor', 'like', 'dislike', 'love'] as const satisfies readonly TFeedbackReactionWord[];

/** The sentiment that belongs to an emoji, or undefined when no widget offers it. */
export function sentimentOfEmoji(emoji: string): TFeedbackSentiment | undefined {
  return Object.values(FEEDBACK_REACTIONS).find((reaction) => reaction.emoji === emoji)?.sentiment;
}

/** The pages that collect feedback, seeded with the database. A new one needs a migration too. */
export const FEEDBACK_CONTEXT_IDENTIFIERS = ['home', 'portfolio', 'consultation-booking', 'onboarding', 'client-home'] as const;
export type TFeedbackContextIdentifier = (typeof FEEDBACK_CONTEXT_IDENTIFIERS)[number];

/** The only category a submission has (part 2 §3). */
export const FEEDBACK_CATEGORY = 'general';

export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
export const FEEDBACK_SESSION_ID_MAX_LENGTH = 100;
export const FEEDBACK_METADATA_MAX_KEYS = 10;
export const FEEDBACK_METADATA_MAX_STRING_LENGTH = 500;
export const FEEDBACK_METADATA_MAX_BYTES = 2048;

export const FEEDBACK_EMPTY_SUBMISSION_MESSAGE = 'Add a rating or comment before submitting.';
export const FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE = 'Context not found';
export const FEEDBACK_RATE_LIMIT_MESSAGE = 'Too much feedback sent. Please try again in a few minutes.';
