import { CORPUS } from './index';
import { CORPUS_STYLES, passed, runConversation } from './run-corpus';

/*
 * The consultant against 60+ conversations written the way people write (issue 24 'Quality, measured'): each visitor's
 * messages are sent in order whatever the consultant asked, then "That's all I can tell you for now." up to three
 * times. `npm run bench` prints the same figures per style with the time of a turn.
 */
describe('the consultant corpus', () => {
  const results = CORPUS.map(runConversation);

  it('holds at least 60 conversations covering every style', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CORPUS.map((conversation) => conversation.id)).size).toBe(CORPUS.length);
    expect(CORPUS_STYLES.filter((style) => !CORPUS.some((conversation) => conversation.style === style))).toEqual([]);
  });

  it('completes at least 95% of conversations with every expected fact stored, within their messages plus three turns', () => {
    const failures = results
      .filter((result) => !passed(result))
      .map((result) => ({ id: result.conversation.id, completed: result.completed, turns: result.turns, mismatches: result.mismatches }));
    expect(failures.length / results.length).toBeLessThanOrEqual(0.05);
  });

  it('never sends one reply three times in a row', () => {
    expect(results.filter((result) => result.longestRepeat >= 3).map((result) => result.conversation.id)).toEqual([]);
  });

  it('never stores an invalid e-mail or takes a pleasantry as a name', () => {
    for (const { state } of results) {
      if (state.contactEmail) expect(state.contactEmail).toMatch(/^[^\sA-Z@]+@[^\sA-Z@]+\.[a-z]{2,}$/);
      if (state.contactName) expect(state.contactName).not.toMatch(/^(?:thanks|thank you|yes|no|ok|okay|sure|great)\b/i);
    }
  });
});
