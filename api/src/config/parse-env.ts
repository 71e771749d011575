import type { z } from 'zod';

export type RawEnv = Record<string, string | undefined>;

export class ConfigError extends Error {}

/**
 * Parses environment variables with a module's schema. A bad value stops the server at start with every problem
 * listed, naming the settings ('Invalid mail configuration: SMTP_URL: ...').
 */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: RawEnv, label: string): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid ${label}:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
