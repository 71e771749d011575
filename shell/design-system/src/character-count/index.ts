export * from './character-count';
export { CHARACTER_COUNT_SHOWN_FROM, characterCountLevel, characterCountText, overTheLimit, type CharacterCountLevel } from './character-count-text';
