/**
 * Recognises "the database cannot be reached right now" (server stopped, restarting or the pool could not get a
 * connection in time), as opposed to a fault in a query. Those become a 503 with Retry-After: the client may try
 * again in a moment, and a load balancer may send it elsewhere.
 */

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Socket errors from connecting to, or losing, the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE: 08 connection exception; 57P01-57P03 admin shutdown, crash shutdown, cannot connect now (starting up). */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

/** Messages pg, knex and tarn give without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Knex: Timeout acquiring a connection/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
];

/**
 * The driver's own words. Knex puts the failed query in front of them (`<sql> - Connection terminated
 * unexpectedly`), and the query holds the request's values, so only the part after the last separator counts.
 */
function driverMessage(message: string): string {
  const separator = message.lastIndexOf(' - ');
  return separator === -1 ? message : message.slice(separator + 3);
}

function looksUnavailable(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
  if (typeof message !== 'string') return false;
  const reason = driverMessage(message);
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(reason));
}

/** True when `error`, or an error it wraps (MikroORM's `previous`, `cause`, an AggregateError's list), is a lost database. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (looksUnavailable(error)) return true;
  const { previous, cause, errors } = error as { previous?: unknown; cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(previous, depth + 1) || isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
