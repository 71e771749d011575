import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import type { AppConfig } from '../../config/app-config';
import { genericMessage, INTERNAL_ERROR_MESSAGE } from '../errors/error-body';
import { createCsrfHook } from './csrf.hook';
import { REQUEST_ID_HEADER } from './request-id';
import { helmetOptions } from './security-headers';

const FASTIFY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is not valid JSON',
};

/**
 * Errors raised by Fastify itself (body parsing, limits) before Nest sees the request: the same
 * `{statusCode, message}` shape as every other error, client faults as 4xx with a plain message.
 */
function fastifyErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    void reply.status(500).send({ statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
    return;
  }
  const message = error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
    ? 'Request body is not valid JSON'
    : (FASTIFY_ERROR_MESSAGES[error.code] ?? genericMessage(statusCode));
  void reply.status(statusCode).send({ statusCode, message });
}

/** Everything the API adds to Fastify itself: cookies, security headers, request ids, CSRF, JSON parsing, errors. */
export async function setUpFastify(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  await fastify.register(fastifyCookie);
  await fastify.register(fastifyHelmet, helmetOptions(config));

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  fastify.addHook('onRequest', createCsrfHook(config));

  // An empty JSON body (e.g. POST /api/auth/logout) is "no body", not a parse error.
  const defaultJsonParser = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: config.bodyLimitBytes }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(request, text, done);
  });

  fastify.setErrorHandler(fastifyErrorHandler);
}
