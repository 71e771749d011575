import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

/** Nest's own bootstrap chatter: useful when debugging, noise otherwise. */
const BOOTSTRAP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Sends Nest's log calls to Fastify's pino logger, so every line the server writes is structured JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: FastifyBaseLogger) {}

  log(message: unknown, context?: string): void {
    if (context && BOOTSTRAP_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }

  error(message: unknown, stackOrContext?: string, context?: string): void {
    const err = message instanceof Error ? message : undefined;
    this.logger.error({ context: context ?? stackOrContext, err }, err ? err.message : String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }

  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }
}
