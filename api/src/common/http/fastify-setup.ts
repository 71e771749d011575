import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { LOGO_MAX_BYTES } from '@agency/contracts';
import type { AppConfig } from '../../config/app-config';
import { refuseNulCharacters } from '../validation/nul-characters';
import { createCsrfHook } from './csrf.hook';
import { REQUEST_ID_HEADER } from './request-id';
import { registerSecurityHeaders } from './security-headers';

export const INVALID_JSON_MESSAGE = 'Request body is not valid JSON';

/**
 * Everything the API adds to Fastify itself: cookies, security headers, request ids, CSRF and JSON
 * parsing. Fastify's own errors (body too large, unsupported media type) reach Nest's exception
 * layer, which hands them to ApiExceptionFilter as 4xx HttpExceptions.
 */
export async function setUpFastify(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  await fastify.register(fastifyCookie);
  await registerSecurityHeaders(fastify, config);

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  fastify.addHook('onRequest', createCsrfHook(config));
  fastify.addHook('preHandler', refuseNulCharacters);
  // Multipart is read only by the routes that ask for it (request.file()), one file each; these are the ceilings,
  // the logo route checks its own limits as it reads (api/src/companies/logo-upload.ts).
  await fastify.register(fastifyMultipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

  // An empty JSON body (e.g. POST /api/auth/logout) is "no body", not a parse error; a broken one is a
  // plain 400 (prototype-poisoning keys are refused by Fastify's secure parser).
  const defaultJsonParser = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: config.bodyLimitBytes }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(request, text, (error, parsed) => {
      if (error) done(new BadRequestException(INVALID_JSON_MESSAGE), undefined);
      else done(null, parsed);
    });
  });
}
