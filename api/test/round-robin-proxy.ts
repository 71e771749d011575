import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * The load balancer of a deployment, in miniature: requests and WebSocket upgrades go to the instances in turn.
 * An instance that refuses the connection (stopped, crashed) is skipped for that request, as a balancer's health
 * check would take it out, so clients only notice the sockets they had open on it.
 */
export interface RoundRobinProxy {
  url: string;
  /** Which instance served each request and upgrade, in order (index into the targets). */
  readonly served: number[];
  close(): Promise<void>;
}

interface Target {
  host: string;
  port: number;
}

function toTarget(url: string): Target {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

export async function startRoundRobinProxy(targetUrls: string[]): Promise<RoundRobinProxy> {
  const targets = targetUrls.map(toTarget);
  const served: number[] = [];
  const sockets = new Set<net.Socket>();
  let next = 0;

  /** Connects to the next instance that accepts a TCP connection; each one is tried at most once. */
  function connectNext(): Promise<{ socket: net.Socket; index: number }> {
    const start = next;
    next = (next + 1) % targets.length;
    return new Promise((resolve, reject) => {
      const attempt = (tried: number) => {
        if (tried === targets.length) return reject(new Error('No instance accepts connections'));
        const index = (start + tried) % targets.length;
        const target = targets[index] as Target;
        const socket = net.connect(target.port, target.host);
        socket.once('connect', () => {
          socket.removeAllListeners('error');
          resolve({ socket, index });
        });
        socket.once('error', () => {
          socket.destroy();
          attempt(tried + 1);
        });
      };
      attempt(0);
    });
  }

  function track(socket: net.Socket): void {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  }

  const server = http.createServer((request, response) => {
    void connectNext().then(
      ({ socket, index }) => {
        served.push(index);
        track(socket);
        const upstream = http.request(
          { createConnection: () => socket, method: request.method, path: request.url, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => {
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ statusCode: 502, message: 'Bad gateway' }));
        });
        request.pipe(upstream);
      },
      () => {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 502, message: 'Bad gateway' }));
      },
    );
  });

  // WebSocket upgrades: the handshake is written to the instance as it came, then both sockets are piped.
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    void connectNext().then(
      ({ socket, index }) => {
        served.push(index);
        track(socket);
        socket.on('error', () => client.destroy());
        const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
        for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) socket.write(head);
        socket.pipe(client);
        client.pipe(socket);
        // When one side goes away the other goes too, as through a real balancer.
        socket.on('close', () => client.destroy());
        client.on('close', () => socket.destroy());
      },
      () => client.destroy(),
    );
  });
  server.on('connection', track);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
