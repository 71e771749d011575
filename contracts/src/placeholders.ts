/**
 * `{name}` placeholders in texts people write (canned replies, e-mail templates). Anything in braces counts, spaces
 * included, so `{first name}` is reported as unknown rather than sent to a customer as it stands.
 */
const PLACEHOLDER_PATTERN = /\{([^{}]*)\}/g;

/** The names in braces, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '');
}

/** The names in braces that are not among `known`. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !known.includes(name));
}
