/** PostgreSQL's SQLSTATE for a unique (or primary key, or exclusion-free unique index) violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a query failed on a unique constraint, and on `constraint` when named: a service turns that into the 409
 * or the answer it means, since the database, not a read beforehand, decides who was first.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pg = error as { code?: unknown; constraint?: unknown };
  return pg.code === UNIQUE_VIOLATION && (constraint === undefined || pg.constraint === constraint);
}
