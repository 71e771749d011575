import { uniqueEmail } from './test-app';

export interface WriteResult {
  email: string;
  /** HTTP status, or 0 when the request failed without an answer (a hang cut off by the guard, a reset). */
  status: number;
  body: unknown;
  retryAfter: string | null;
}

export interface WriteLoad {
  readonly results: WriteResult[];
  /** Resolves once `predicate` holds for the results so far (checked after every answer). */
  until(predicate: (results: WriteResult[]) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Lets the requests under way finish, starts no more, and returns every result. */
  stop(): Promise<WriteResult[]>;
}

/**
 * Visitors sending leads one after another on a few concurrent workers, each lead with an e-mail address of its
 * own (so what was stored can be matched to what was acknowledged) and a client address of its own (so the rate
 * limit does not step in). Used by the fault tests and the fault drill in the bench.
 */
export function runWriteLoad(url: string, options: { workers: number; hangGuardMs: number }): WriteLoad {
  const results: WriteResult[] = [];
  const waiters = new Set<() => void>();
  let running = true;
  let sequence = 0;

  async function send(): Promise<void> {
    sequence += 1;
    const email = uniqueEmail('load');
    const address = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
    let result: WriteResult;
    try {
      const response = await fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ firstName: 'Mere', lastName: 'Tane', email, company: 'Kiwi Bakery', message: 'Please call me back.' }),
        signal: AbortSignal.timeout(options.hangGuardMs),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text for the failure message.
      }
      result = { email, status: response.status, body, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      result = { email, status: 0, body: String(error), retryAfter: null };
    }
    results.push(result);
    for (const check of waiters) check();
  }

  const workers = Array.from({ length: options.workers }, async () => {
    while (running) await send();
  });

  return {
    results,
    until(predicate, what, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(results)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out waiting for ${what}; statuses so far: ${JSON.stringify(results.map((result) => result.status))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      running = false;
      await Promise.all(workers);
      return results;
    },
  };
}
