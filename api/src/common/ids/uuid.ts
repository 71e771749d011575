const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can be a row's uuid. Malformed ids are answered like unknown ones (404), so ids cannot be probed
 * and PostgreSQL never sees them.
 */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}
