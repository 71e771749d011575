import type { FastifyReply, FastifyRequest } from 'fastify';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

/** The path of the first string (or key) holding U+0000 in a parsed body, query or path, if any. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any input would fail deep in a query (a 500). It is refused up
 * front, before guards and pipes, for every route: JSON bodies (sign-in included, which a guard reads before any
 * pipe), query strings and path parameters.
 */
export async function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const path = findNulCharacter(request.body) ?? findNulCharacter(request.query) ?? findNulCharacter(request.params);
  if (path === undefined) return;
  await reply.code(400).send({ statusCode: 400, message: NUL_CHARACTER_MESSAGE, errors: [{ path, message: NUL_CHARACTER_MESSAGE }] });
}
