import { HttpException, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_MESSAGE, toErrorBody } from './error-body';
import { TooManyRequestsException } from './too-many-requests.exception';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../database/database-unavailable';

/** Answers a GET for a client-side route with the shell; returns false when it cannot. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * The one exception filter: every failure leaves as `{statusCode, message, errors?}`, real server
 * faults as a generic 500 logged with the request id, never a stack trace or SQL. Registered with
 * useGlobalFilters so it also owns Nest's not-found handler (the SPA fallback lives here).
 */
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly spaFallback: SpaFallback) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    if (host.getType() !== 'http') throw exception;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent) return;

    if (exception instanceof NotFoundException && (await this.spaFallback(request, reply))) return;

    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (exception instanceof TooManyRequestsException) void reply.header('retry-after', String(exception.retryAfterSeconds));
      if (statusCode >= 500) request.log.error({ err: exception }, 'request failed');
      await reply.status(statusCode).send(toErrorBody(statusCode, exception.getResponse()));
      return;
    }

    // The database stopped or is restarting: a clear, retryable 503 rather than a server fault.
    if (isDatabaseUnavailable(exception)) {
      request.log.warn({ err: exception }, 'database unavailable');
      await reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }

    request.log.error({ err: exception }, 'unhandled error');
    await reply.status(500).send({ statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
  }
}
