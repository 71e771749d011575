/**
 * Fetches JSON from the API with the session cookie. A non-OK response becomes
 * Error(`${status}: ${body or status text}`): callers (and the spec's 401 and
 * 'Unauthorized' checks) read the status from the start of the message.
 */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(url, { ...init, headers, credentials: 'include' });
  if (!response.ok) {
    throw await responseError(response);
  }
  if (response.status === 204) {
    return undefined as T;
  }
  return (await response.json()) as T;
}

export async function responseError(response: Response): Promise<Error> {
  const bodyText = await response.text().catch(() => '');
  return new Error(`${response.status}: ${bodyText || response.statusText}`);
}

/** The human message inside an API error body ({ message }), or the raw text. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) {
    return fallback;
  }
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string') return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return body || fallback;
}
