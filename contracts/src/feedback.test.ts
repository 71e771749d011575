import {
  FEEDBACK_EMPTY_SUBMISSION_MESSAGE,
  FEEDBACK_REACTIONS,
  INLINE_PROMPT_REACTION_WORDS,
  WIDGET_REACTION_WORDS,
  sentimentOfEmoji,
} from './feedback-options';
import { ZCreateFeedbackReactionRequest, ZCreateFeedbackSubmissionRequest } from './feedback';

const base = { contextId: '0b6f5a8e-8f0e-4c36-9a53-0d3c7c1f2a11', sessionId: 'a1b2c3d4e5f6' };

describe('the reaction table', () => {
  it('offers the spec words: eight in the widget, six in the inline prompt', () => {
    expect(WIDGET_REACTION_WORDS).toEqual(['great', 'okay', 'not good', 'like', 'dislike', 'love it', 'amazing', 'perfect']);
    expect(INLINE_PROMPT_REACTION_WORDS).toEqual(['great', 'okay', 'poor', 'like', 'dislike', 'love']);
  });

  it('gives every word its own emoji, so an emoji names one sentiment', () => {
    const emojis = Object.values(FEEDBACK_REACTIONS).map((reaction) => reaction.emoji);
    expect(new Set(emojis).size).toBe(emojis.length);
    for (const { emoji, sentiment } of Object.values(FEEDBACK_REACTIONS)) expect(sentimentOfEmoji(emoji)).toBe(sentiment);
    expect(sentimentOfEmoji('🍕')).toBeUndefined();
  });
});

describe('ZCreateFeedbackReactionRequest', () => {
  it('accepts an offered emoji with its sentiment and defaults metadata to {}', () => {
    expect(ZCreateFeedbackReactionRequest.parse({ ...base, emoji: '😐', sentiment: 'neutral' })).toEqual({
      ...base,
      emoji: '😐',
      sentiment: 'neutral',
      metadata: {},
    });
  });

  it('refuses a sentiment that is not the emoji\'s own', () => {
    expect(ZCreateFeedbackReactionRequest.safeParse({ ...base, emoji: '😐', sentiment: 'positive' }).success).toBe(false);
  });
});

describe('ZCreateFeedbackSubmissionRequest', () => {
  it('trims the comment, counts a blank one as none and defaults the category', () => {
    expect(ZCreateFeedbackSubmissionRequest.parse({ ...base, rating: 5, comment: '   ' })).toMatchObject({ rating: 5, comment: null, category: 'general' });
    expect(ZCreateFeedbackSubmissionRequest.parse({ ...base, comment: ' Great work \n' })).toMatchObject({ rating: null, comment: 'Great work' });
  });

  it('needs a rating or a comment', () => {
    const result = ZCreateFeedbackSubmissionRequest.safeParse({ ...base, comment: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([FEEDBACK_EMPTY_SUBMISSION_MESSAGE]);
  });
});
