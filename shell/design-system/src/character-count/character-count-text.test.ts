import { announcementFor, characterCountLevel, characterCountText, overTheLimit } from './character-count-text';

describe('a character count against its limit', () => {
  it.each([
    [0, 'under'],
    [1599, 'under'],
    [1600, 'near'],
    [2000, 'near'],
    [2001, 'over'],
    [2620, 'over'],
  ] as const)('%j of 2,000 characters is %j', (length, level) => {
    expect(characterCountLevel(length, 2000)).toBe(level);
  });

  it('says the count with thousands commas, and how far over the limit a text is', () => {
    expect(characterCountText(1640, 2000)).toBe('1,640 / 2,000');
    expect(characterCountText(2620, 2000)).toBe('2,620 / 2,000 — 620 characters over the limit');
    expect(characterCountText(5001, 5000)).toBe('5,001 / 5,000 — 1 character over the limit');
    expect(overTheLimit(2000, 2000)).toBeUndefined();
    expect(overTheLimit(6435, 5000)).toBe('1,435 characters over the limit of 5,000');
  });

  it('announces the crossings only: near, over, back within, and nothing on falling back under 80%', () => {
    expect(announcementFor('near', 'under', 1640, 2000)).toBe('360 characters left of 2,000');
    expect(announcementFor('over', 'near', 2620, 2000)).toBe('620 characters over the limit of 2,000');
    expect(announcementFor('near', 'over', 1999, 2000)).toBe('Back within the limit: 1 character left');
    expect(announcementFor('under', 'near', 100, 2000)).toBe('');
  });
});
