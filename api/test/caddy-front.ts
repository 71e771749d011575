import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's caddy running the project's own deploy/Caddyfile in front of the given instances, adapted only in ports
 * (and, for HTTPS, Caddy's local CA instead of a public one): the same reverse proxy, health checks, compression and
 * on-demand TLS as production. Each one has its own ports, admin address and storage dir, as jest runs files at once.
 */
export interface CaddyFront {
  /** The agency's host over plain HTTP: http://127.0.0.1:<port>. */
  url: string;
  /** Where customers' domains are served over TLS (on-demand certificates). */
  httpsPort: number;
  /** Caddy's admin API (reverse proxy upstream status). */
  adminUrl: string;
  /** Caddy's storage; its local CA's root is storage/pki/authorities/local/root.crt. */
  storage: string;
  /** The instance (index into the upstreams) that answered, from the X-Served-By header the Caddyfile adds. */
  servedBy(headers: Headers | Record<string, string | string[] | undefined>): number;
  /**
   * Requests under way on each instance (index order), from Caddy's admin API. An open WebSocket is a request under
   * way for its whole life: Caddy 2.6 sends a 101 without X-Served-By, so this tells which instance holds a socket.
   */
  inFlight(): Promise<number[]>;
  /** The instances (indexes) holding at least one request or socket open now. */
  instancesWithSockets(): Promise<number[]>;
  /** The root certificate of Caddy's local CA, once it exists (Caddy makes it at start with CERT_ISSUER=internal). */
  rootCertificate(): Promise<string>;
  output(): string;
  close(): Promise<void>;
}

const CADDYFILE = path.join(__dirname, '..', '..', 'deploy', 'Caddyfile');

/** A port nothing listens on right now (the OS's pick), for a process that binds it itself a moment later. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('No port');
  return address.port;
}

export interface CaddyFrontOptions {
  /** How often Caddy asks each instance for /api/health (the Caddyfile's HEALTH_INTERVAL). */
  healthInterval?: string;
}

export async function startCaddyFront(instanceUrls: string[], options: CaddyFrontOptions = {}): Promise<CaddyFront> {
  const upstreams = instanceUrls.map((url) => new URL(url).host);
  const ports = upstreams.map((host) => host.split(':')[1]);
  const [httpPort, siteHttpPort, httpsPort, askPort, adminPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const home = await mkdtemp(path.join(os.tmpdir(), 'agency-caddy-'));
  const storage = path.join(home, 'storage');
  const child: ChildProcess = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    cwd: home,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      AGENCY_HOST: `http://127.0.0.1:${siteHttpPort}`,
      API_UPSTREAMS: upstreams.join(' '),
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      ASK_ADDRESS: `127.0.0.1:${askPort}`,
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      CADDY_STORAGE: storage,
      CERT_ISSUER: 'internal',
      HEALTH_INTERVAL: options.healthInterval ?? '2s',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${siteHttpPort}`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;

  // Ready once an instance answers through the site.
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy ended (${child.exitCode}) before serving:\n${output}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`caddy did not serve ${url} in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async function inFlight(): Promise<number[]> {
    const response = await fetch(`${adminUrl}/reverse_proxy/upstreams`);
    const rows = (await response.json()) as { address: string; num_requests: number }[];
    return upstreams.map((address) => rows.find((row) => row.address === address)?.num_requests ?? 0);
  }

  return {
    url,
    httpsPort,
    adminUrl,
    storage,
    servedBy(headers) {
      const raw = headers instanceof Headers ? headers.get('x-served-by') : headers['x-served-by'];
      const port = Array.isArray(raw) ? raw[0] : raw;
      const index = ports.indexOf(port ?? '');
      if (index < 0) throw new Error(`No instance on port ${port} (X-Served-By)`);
      return index;
    },
    inFlight,
    async instancesWithSockets() {
      return (await inFlight()).flatMap((count, index) => (count > 0 ? [index] : []));
    },
    async rootCertificate() {
      return readFile(path.join(storage, 'pki', 'authorities', 'local', 'root.crt'), 'utf8');
    },
    output: () => output,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(home, { recursive: true, force: true });
    },
  };
}

/** A client address of its own on loopback (all of 127/8 is local on Linux), so rate limits keyed on it start at zero. */
export function loopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

export interface PlainAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request sent from `localAddress`: through Caddy the instances see the client's own address (Caddy replaces an
 * X-Forwarded-For it does not trust), so a test stands for several visitors by connecting from several addresses.
 */
export function requestFrom(
  url: string,
  options: { method?: string; path: string; localAddress: string; json?: unknown; headers?: Record<string, string> },
): Promise<PlainAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${url}${options.path}`,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.localAddress,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
