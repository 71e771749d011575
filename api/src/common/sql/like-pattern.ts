/** Makes a search term literal inside ILIKE: its own %, _ and \ match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
