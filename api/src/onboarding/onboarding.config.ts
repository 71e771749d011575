import { z } from 'zod';
import { ConfigError, parseEnv, type RawEnv } from '../config/parse-env';

export const ONBOARDING_CONFIG = Symbol('ONBOARDING_CONFIG');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

const ZOnboardingEnv = z.object({
  ONBOARDING_INIT_RATE_LIMIT: positiveInt(30),
  ONBOARDING_MESSAGE_RATE_LIMIT: positiveInt(200),
  ONBOARDING_RATE_WINDOW_MINUTES: positiveInt(10),
  ONBOARDING_SESSION_IDLE_HOURS: positiveInt(24),
  ONBOARDING_LLM_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  ONBOARDING_LLM_MODEL: optionalText,
  ONBOARDING_LLM_API_KEY: optionalText,
  ONBOARDING_LLM_TIMEOUT_MS: positiveInt(8000),
});

export interface OnboardingLlmConfig {
  /** An OpenAI-compatible base URL ('https://api.openai.com/v1'); '/chat/completions' is added unless it is there. */
  url: string;
  model: string;
  apiKey: string | undefined;
  /** A reply slower than this is dropped and the scripted one is used for that turn. */
  timeoutMs: number;
}

export interface OnboardingConfig {
  /** Chats one client address may start within the window. */
  initRateLimit: number;
  /** Messages one client address may send within the window; a visitor retrying a bad e-mail never meets it. */
  messageRateLimit: number;
  rateWindowMinutes: number;
  /** A session untouched this long can no longer be continued (404, as for an unknown id). */
  sessionIdleHours: number;
  /** Absent: the scripted consultant writes every reply. */
  llm: OnboardingLlmConfig | undefined;
}

export function loadOnboardingConfig(env: RawEnv = process.env): OnboardingConfig {
  const e = parseEnv(ZOnboardingEnv, env, 'onboarding configuration');
  if (Boolean(e.ONBOARDING_LLM_URL) !== Boolean(e.ONBOARDING_LLM_MODEL)) {
    throw new ConfigError('Invalid onboarding configuration:\n  ONBOARDING_LLM_URL and ONBOARDING_LLM_MODEL must be set together');
  }
  return {
    initRateLimit: e.ONBOARDING_INIT_RATE_LIMIT,
    messageRateLimit: e.ONBOARDING_MESSAGE_RATE_LIMIT,
    rateWindowMinutes: e.ONBOARDING_RATE_WINDOW_MINUTES,
    sessionIdleHours: e.ONBOARDING_SESSION_IDLE_HOURS,
    llm:
      e.ONBOARDING_LLM_URL && e.ONBOARDING_LLM_MODEL
        ? { url: e.ONBOARDING_LLM_URL, model: e.ONBOARDING_LLM_MODEL, apiKey: e.ONBOARDING_LLM_API_KEY, timeoutMs: e.ONBOARDING_LLM_TIMEOUT_MS }
        : undefined,
  };
}
