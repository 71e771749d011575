import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_AGENT_ONLY_MESSAGE,
  CHAT_CLOSE_GOING_AWAY,
  CHAT_CLOSE_POLICY,
  CHAT_RATE_LIMIT_MESSAGE,
} from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { SessionsService } from '../sessions/sessions.service';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatAddressLimits } from './chat-address-limits.service';
import { ChatFrameRouter } from './chat-frame-router';
import { ChatHub } from './chat-hub.service';
import { ChatSocket } from './chat-socket';
import { ChatService } from './chat.service';
import { UpgradeRequestReader } from './upgrade-request';

/** Close code for a socket whose set-up failed on the server (database unreachable). */
const CLOSE_INTERNAL_ERROR = 1011;

/** ws.Server's verifyClient, in its callback form so the refusal carries a status. */
type VerifyClient = (info: { req: IncomingMessage }, done: (allowed: boolean, code?: number, message?: string) => void) => void;

function queryOf(request: IncomingMessage): URLSearchParams {
  return new URL(request.url ?? '/', 'http://localhost').searchParams;
}

/**
 * Live chat at /ws: the upgrade is checked (Origin, sockets per address), the session cookie decides who is
 * talking, every frame is rate limited and validated, and dead sockets are dropped by heartbeat. Frames are the
 * spec's JSON, not Nest's {event, data}, so they are read from the socket directly (ChatWsAdapter disables Nest's
 * message parsing).
 */
@WebSocketGateway({ path: '/ws' })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection<WebSocket>, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatGateway.name);
  private readonly reader: UpgradeRequestReader;
  private readonly sockets = new Set<ChatSocket>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly hub: ChatHub,
    private readonly chat: ChatService,
    private readonly router: ChatFrameRouter,
    private readonly sessions: SessionsService,
    private readonly limits: ChatAddressLimits,
  ) {
    this.reader = new UpgradeRequestReader(appConfig);
  }

  /** Options for ws.Server (see ChatWsAdapter): the payload limit closes an oversize socket with 1009. */
  serverOptions(): { maxPayload: number; verifyClient: VerifyClient } {
    return { maxPayload: this.config.maxFrameBytes, verifyClient: (info, done) => this.verify(info.req, done) };
  }

  afterInit(): void {
    this.heartbeat = setInterval(() => this.beat(), this.config.heartbeatSeconds * 1000);
    this.heartbeat.unref();
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    // Clients reconnect (to another instance, or this one once restarted) and resume after their last message id.
    for (const socket of this.sockets) socket.ws.close(CHAT_CLOSE_GOING_AWAY, 'Server restarting');
  }

  handleConnection(ws: WebSocket, request: IncomingMessage): void {
    const socket = new ChatSocket(ws, this.reader.clientAddress(request), this.config.socketRateLimit, this.config.rateWindowSeconds);
    this.sockets.add(socket);
    this.hub.countSocket(socket.address, 1);
    this.limits.socketOpened(socket.address);
    ws.on('pong', () => {
      socket.alive = true;
    });
    ws.on('message', (data, isBinary) => this.receive(socket, data, isBinary));
    ws.on('close', () => {
      this.sockets.delete(socket);
      this.hub.countSocket(socket.address, -1);
      this.limits.releaseSocket(socket.address);
      socket.enqueue(() => this.chat.leave(socket).catch((error: unknown) => this.logger.warn(`Leaving chat failed: ${String(error)}`)));
    });
    socket.enqueue(() => this.setUp(socket, request));
  }

  private verify(request: IncomingMessage, done: (allowed: boolean, code?: number, message?: string) => void): void {
    const origin = request.headers.origin;
    const originAllowed = origin === undefined ? this.config.allowMissingOrigin : this.reader.isAllowedOrigin(request, origin);
    if (!originAllowed) {
      this.logger.warn(`Refused a chat socket from origin ${origin ?? '(none)'}`);
      done(false, 403, 'Forbidden');
      return;
    }
    const address = this.reader.clientAddress(request);
    void this.limits.acquireSocket(address).then((allowed) => {
      if (allowed) {
        done(true);
        return;
      }
      this.logger.warn(`Refused a chat socket from ${address}: ${this.config.maxSocketsPerAddress} already open`);
      done(false, 429, 'Too Many Requests');
    });
  }

  private async setUp(socket: ChatSocket, request: IncomingMessage): Promise<void> {
    try {
      const token = this.reader.sessionToken(request);
      socket.user = token ? ((await this.sessions.resolve(token))?.user ?? null) : null;
      if (!socket.open) return;
      const query = queryOf(request);
      if (query.get('agent') === '1') {
        if (socket.user?.role !== 'admin') {
          socket.ws.close(CHAT_CLOSE_POLICY, CHAT_AGENT_ONLY_MESSAGE);
          return;
        }
        await this.chat.joinAgent(socket);
        return;
      }
      const requested = query.get('sessionId');
      const after = Number(query.get('after'));
      await this.chat.joinVisitor(
        socket,
        requested && requested !== 'new' ? requested : undefined,
        Number.isSafeInteger(after) && after > 0 ? after : undefined,
      );
      await this.chat.recordStartedPath(socket, query.get('path'));
    } catch (error) {
      this.logger.error(`Chat socket set-up failed: ${error instanceof Error ? error.message : String(error)}`);
      socket.ws.close(CLOSE_INTERNAL_ERROR, 'Please reconnect');
    }
  }

  private receive(socket: ChatSocket, data: RawData, isBinary: boolean): void {
    const allowed = this.limits.takeFrame(socket);
    if (allowed === false) {
      socket.send({ type: 'error', message: CHAT_RATE_LIMIT_MESSAGE });
      return;
    }
    // The count over all instances is asked now and awaited in the socket's queue: frames keep their order, and the
    // question overlaps with the previous frame's handling.
    socket.enqueue(async () => {
      if (!(await allowed)) {
        socket.send({ type: 'error', message: CHAT_RATE_LIMIT_MESSAGE });
        return;
      }
      let frame: unknown;
      try {
        if (isBinary) throw new Error('binary frame');
        frame = JSON.parse(data.toString());
      } catch {
        // The content is the visitor's; only the fact and the address are logged.
        this.logger.warn(`Ignored a chat frame that is not JSON from ${socket.address}`);
        return;
      }
      await this.router.route(socket, frame);
    });
  }

  private beat(): void {
    for (const socket of this.sockets) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
    }
  }
}
