import { z } from 'zod';
import { CHAT_MAX_FRAME_BYTES } from '@agency/contracts';
import { ConfigError, parseEnv, type RawEnv } from '../config/parse-env';

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** Seconds may be fractional so tests can run the timers fast. */
const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);

const ZChatEnv = z.object({
  CHAT_MAX_FRAME_BYTES: positiveInt(CHAT_MAX_FRAME_BYTES),
  CHAT_SOCKET_RATE_LIMIT: positiveInt(10),
  CHAT_ADDRESS_RATE_LIMIT: positiveInt(60),
  CHAT_RATE_WINDOW_SECONDS: seconds(10),
  CHAT_MAX_SOCKETS_PER_ADDRESS: positiveInt(20),
  CHAT_SOCKET_LEASE_SECONDS: seconds(30),
  CHAT_HEARTBEAT_SECONDS: seconds(30),
  CHAT_AGENT_AWAY_SECONDS: seconds(120),
  CHAT_VISITOR_GONE_SECONDS: seconds(60),
  CHAT_AGENT_IDLE_SECONDS: seconds(900),
  CHAT_HISTORY_LIMIT: positiveInt(200),
  NODE_ENV: z.string().optional(),
});

export interface ChatConfig {
  /** Largest frame; a bigger one closes that socket with 1009. */
  maxFrameBytes: number;
  /** Frames one socket may send per window. */
  socketRateLimit: number;
  /** Frames all sockets of one client address may send per window, on all instances together. */
  addressRateLimit: number;
  rateWindowSeconds: number;
  /** Open sockets per client address on all instances together; the next upgrade is refused with 429. */
  maxSocketsPerAddress: number;
  /** An instance's sockets count for this long after it last renewed them (a third of it): a dead one's stop counting. */
  socketLeaseSeconds: number;
  /** A ping every this many seconds; a socket that has not answered the previous one is dropped. */
  heartbeatSeconds: number;
  /** With no agent connected anywhere for this long, visitors are told the team will reply by e-mail. */
  agentAwaySeconds: number;
  /** An agent whose sockets have all sent nothing for this long counts as away. */
  agentIdleSeconds: number;
  /** An instance's admin-presence rows count for this long after it last wrote them (three presence ticks). */
  adminLeaseSeconds: number;
  /** A visitor with no socket open for this long has left: agents' replies then go by e-mail. */
  visitorGoneSeconds: number;
  /** How often presence is written and the reply mails are swept: a third of the shorter of the two above, at most 10 s. */
  presenceRefreshSeconds: number;
  /** Most messages in one 'history' frame. */
  historyLimit: number;
  /** Without an Origin header only non-browser clients connect; they are refused in production. */
  allowMissingOrigin: boolean;
}

export function loadChatConfig(env: RawEnv = process.env): ChatConfig {
  const e = parseEnv(ZChatEnv, env, 'chat configuration');
  if (e.CHAT_MAX_FRAME_BYTES < 256) throw new ConfigError('Invalid chat configuration:\n  CHAT_MAX_FRAME_BYTES: must be at least 256');
  return {
    maxFrameBytes: e.CHAT_MAX_FRAME_BYTES,
    socketRateLimit: e.CHAT_SOCKET_RATE_LIMIT,
    addressRateLimit: e.CHAT_ADDRESS_RATE_LIMIT,
    rateWindowSeconds: e.CHAT_RATE_WINDOW_SECONDS,
    maxSocketsPerAddress: e.CHAT_MAX_SOCKETS_PER_ADDRESS,
    socketLeaseSeconds: e.CHAT_SOCKET_LEASE_SECONDS,
    heartbeatSeconds: e.CHAT_HEARTBEAT_SECONDS,
    agentAwaySeconds: e.CHAT_AGENT_AWAY_SECONDS,
    visitorGoneSeconds: e.CHAT_VISITOR_GONE_SECONDS,
    presenceRefreshSeconds: Math.min(10, e.CHAT_AGENT_AWAY_SECONDS / 3, e.CHAT_VISITOR_GONE_SECONDS / 3),
    agentIdleSeconds: e.CHAT_AGENT_IDLE_SECONDS,
    adminLeaseSeconds: 3 * Math.min(10, e.CHAT_AGENT_AWAY_SECONDS / 3, e.CHAT_VISITOR_GONE_SECONDS / 3),
    historyLimit: e.CHAT_HISTORY_LIMIT,
    allowMissingOrigin: e.NODE_ENV !== 'production',
  };
}
