import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startCaddyFront, type CaddyFront } from './caddy-front';
import { BEHIND_LOOPBACK_PROXY, startTestApp, type TestApp } from './test-app';

const HASHED_CHUNK = 'console.log("hashed chunk");'.repeat(40);
const ENTRY = 'console.log("entry file, compressed by nobody before Caddy");'.repeat(40);

function get(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** What deploy/Caddyfile does to the app's answers: compression once, the app's cache headers kept. */
describe('the front door (deploy/Caddyfile) in front of the app', () => {
  let webRoot: string;
  let server: TestApp;
  let caddy: CaddyFront;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'agency-caddy-web-'));
    const shell = path.join(webRoot, 'shell', 'dist');
    await mkdir(shell, { recursive: true });
    await writeFile(path.join(shell, 'index.html'), '<!doctype html><title>Agency</title><div id="root"></div>');
    await writeFile(path.join(shell, 'main.js'), ENTRY);
    await writeFile(path.join(shell, '512.3f9a1c2b7d.js'), HASHED_CHUNK);
    await writeFile(path.join(shell, '512.3f9a1c2b7d.js.br'), brotliCompressSync(HASHED_CHUNK));
    await writeFile(path.join(shell, '512.3f9a1c2b7d.js.gz'), gzipSync(HASHED_CHUNK));
    server = await startTestApp({ ...BEHIND_LOOPBACK_PROXY, WEB_ROOT: webRoot });
    caddy = await startCaddyFront([server.url]);
  });
  afterAll(async () => {
    await caddy?.close();
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("passes the app's precompressed hashed chunk through as it is (no second encoding), immutable", async () => {
    const br = await get(`${caddy.url}/512.3f9a1c2b7d.js`, 'zstd, br, gzip');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(HASHED_CHUNK);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(caddy.servedBy(br.headers)).toBe(0);
  });

  it('compresses what the app sends uncompressed, keeping its Cache-Control', async () => {
    const gz = await get(`${caddy.url}/main.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ENTRY);
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect((await get(`${caddy.url}/main.js`, 'zstd, gzip')).headers['content-encoding']).toBe('zstd');
    const plain = await get(`${caddy.url}/main.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY);
  });
});
