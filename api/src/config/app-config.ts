import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type TRemoteName } from '@agency/contracts';
import { ConfigError, parseEnv, type RawEnv } from './parse-env';

export { ConfigError, type RawEnv };

/** The repository root: api/src/config (or api/dist/config) is three levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** `loopback`, `true`, a hop count or a comma-separated list of addresses/CIDRs, as Fastify's trustProxy takes. */
const trustProxy = optionalText.transform((value): boolean | number | string | string[] | undefined => {
  if (value === undefined || value === 'false') return undefined;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  return parts.length === 1 ? parts[0] : parts;
});

/** A remote's manifest: an absolute http(s) URL (another origin, e.g. a CDN) or a path on this server. */
const remoteManifestUrl = optionalText.refine(
  (value) => value === undefined || value.startsWith('/') || /^https?:\/\/[^/]+/.test(value),
  'must be an http(s) URL or a path starting with /',
);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: trustProxy,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_NAME: optionalText,
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  REMOTE_MARKETING_URL: remoteManifestUrl,
  REMOTE_CLIENT_URL: remoteManifestUrl,
  REMOTE_CRM_URL: remoteManifestUrl,
  REMOTE_BUILDER_URL: remoteManifestUrl,
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPE: z.string().default('openid email profile'),
  OIDC_ALLOW_INSECURE: z.enum(['true', 'false']).default('false'),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  LOGIN_SLOWDOWN_AFTER: positiveInt(3),
  LOGIN_SLOWDOWN_MS: nonNegativeInt(250),
  SCRYPT_COST_LOG2: z.coerce.number().int().min(10).max(20).default(15),
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  WEB_ROOT: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt(25),
});


export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  publicUrl: string | undefined;
  trustProxy: boolean | number | string | string[] | undefined;
  /** `name` ('Hemi Walker'): what visitors and colleagues see (the live chat shows the first name); else 'Admin'. */
  admin: { email: string; password: string; name: string | undefined } | undefined;
  session: { idleMinutes: number; absoluteHours: number };
  /** REMOTE_<NAME>_URL values: where each remote's mf-manifest.json lives when not on this server. */
  remoteManifestUrls: Partial<Record<TRemoteName, string>>;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; scope: string; allowInsecure: boolean } | undefined;
  login: {
    maxFailures: number;
    maxFailuresPerIp: number;
    windowMinutes: number;
    slowdownAfter: number;
    slowdownMs: number;
  };
  scryptCostLog2: number;
  bodyLimitBytes: number;
  webRoot: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Longest drain after SIGTERM before the process stops anyway (main.ts). */
  shutdownTimeoutSeconds: number;
}

/** Parses the environment once at start; a bad value stops the server with every problem listed. */
export function loadConfig(env: RawEnv = process.env): AppConfig {
  const e = parseEnv(ZEnv, env, 'configuration');

  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const oidcValues = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const oidcSet = oidcValues.filter((value) => value !== undefined).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  if (e.OIDC_ISSUER_URL && !e.OIDC_ISSUER_URL.startsWith('https://') && e.OIDC_ALLOW_INSECURE !== 'true') {
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER_URL must be https:// (set OIDC_ALLOW_INSECURE=true only for a local test provider)');
  }

  // Behind a proxy the address people use is not this process's: without PUBLIC_URL the links in e-mails would
  // point at http://localhost:PORT, and no header a visitor sends is allowed to choose that address instead.
  if (e.TRUST_PROXY !== undefined && e.PUBLIC_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY is set but PUBLIC_URL is not: behind a proxy, set PUBLIC_URL to the address visitors use ' +
        '(e.g. https://agency.example.co.nz), which every link in e-mails, calendar invites and OIDC redirects is built on',
    );
  }

  const remoteManifestUrls: Partial<Record<TRemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = e[`REMOTE_${name.toUpperCase()}_URL` as `REMOTE_${Uppercase<TRemoteName>}_URL`];
    if (value !== undefined) remoteManifestUrls[name] = value;
  }

  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME } : undefined,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    remoteManifestUrls,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: e.OIDC_ISSUER_URL,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scope: e.OIDC_SCOPE,
            allowInsecure: e.OIDC_ALLOW_INSECURE === 'true',
          }
        : undefined,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
      slowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
      slowdownMs: e.LOGIN_SLOWDOWN_MS,
    },
    scryptCostLog2: e.SCRYPT_COST_LOG2,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webRoot: path.resolve(e.WEB_ROOT ?? REPO_ROOT),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
  };
}

/** Origins (scheme://host[:port]) of remotes served from elsewhere; they are admitted by CSP and CSRF checks. */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteManifestUrls)) {
    try {
      const origin = new URL(url).origin;
      if (origin !== 'null') origins.add(origin);
    } catch {
      // A same-origin path such as /mfe/crm/mf-manifest.json has no separate origin.
    }
  }
  return [...origins];
}
