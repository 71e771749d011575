import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, apiErrorMessage, apiUrl, errorStatus } from './index';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A real HTTP server on loopback; `fetch` gets absolute URLs through a base set on the global location. */
describe('api client', () => {
  let server: Server;
  let seen: Seen[];
  let answer: { status: number; body: string };
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, contentType: request.headers['content-type'], body });
        response.writeHead(answer.status, answer.body ? { 'content-type': 'application/json' } : {});
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) => realFetch(new URL(String(input), base), init);
  });
  beforeEach(() => {
    seen = [];
    answer = { status: 200, body: '{"ok":true}' };
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise((resolve) => server.close(resolve));
  });

  it('fills path parameters (encoded) and leaves empty query values out', () => {
    expect(apiUrl('DELETE /api/leads/:id', { params: { id: 'a b/c' } })).toBe('/api/leads/a%20b%2Fc');
    expect(apiUrl('GET /api/leads', { query: { page: 2, search: '' } })).toBe('/api/leads?page=2');
    expect(apiUrl('GET /api/health')).toBe('/api/health');
  });

  it('sends the method, a JSON body with its content type, and parses the answer', async () => {
    answer = { status: 201, body: '{"id":"7d1c3f52-1a7e-4c39-9a57-8e1f0d3c2b10"}' };
    const created = await api('POST /api/leads', { body: { firstName: 'Mere', lastName: 'Tane', email: 'mere@example.co.nz', message: 'Kia ora' } });
    expect(created).toEqual({ id: '7d1c3f52-1a7e-4c39-9a57-8e1f0d3c2b10' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/leads',
        contentType: 'application/json',
        body: JSON.stringify({ firstName: 'Mere', lastName: 'Tane', email: 'mere@example.co.nz', message: 'Kia ora' }),
      },
    ]);
  });

  it('sends no body and no content type when there is no body; 204 gives undefined', async () => {
    answer = { status: 204, body: '' };
    await expect(api('DELETE /api/leads/:id', { params: { id: 'x' } })).resolves.toBeUndefined();
    expect(seen[0]).toEqual({ method: 'DELETE', url: '/api/leads/x', contentType: undefined, body: '' });
  });

  it("turns a non-OK answer into the spec's '<status>: <body>' error", async () => {
    answer = { status: 401, body: '{"statusCode":401,"message":"Unauthorized"}' };
    const error = await api('GET /api/auth/user').catch((caught: unknown) => caught);
    expect(error).toEqual(new Error('401: {"statusCode":401,"message":"Unauthorized"}'));
    expect(errorStatus(error)).toBe(401);
    expect(apiErrorMessage(error, 'fallback')).toBe('Unauthorized');
  });

  it('uses the status text when the error body is empty', async () => {
    answer = { status: 503, body: '' };
    await expect(api('GET /api/health')).rejects.toThrow('503: Service Unavailable');
  });
});
