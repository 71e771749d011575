import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { ChatWsAdapter } from './chat/chat-ws.adapter';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { setUpFastify } from './common/http/fastify-setup';
import { PinoNestLogger } from './common/http/pino-nest-logger';
import { requestId } from './common/http/request-id';
import { ZodValidationPipe } from './common/validation/zod-validation.pipe';
import { createSpaFallback, registerStaticFiles } from './web/static-files';

/**
 * On shutdown (SIGTERM: main.ts calls app.close(), which closes Fastify) requests under way still finish, but their
 * answers say `Connection: close`, so a client's or balancer's keep-alive connection does not hold the drain open
 * until its idle timeout; new requests go to the other instances.
 */
function drainOnClose(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Builds the whole server (API, static frontends, remotes.json) and initialises it: database
 * started/migrated, seeders run. main.ts and every integration test use this same function.
 */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: {
      level: config.logLevel,
      hooks: {
        // main.ts prints its own one-line banner; Fastify's "Server listening" line would repeat it.
        logMethod(args, method) {
          if (typeof args[0] === 'string' && args[0].startsWith('Server listening at')) return;
          method.apply(this, args);
        },
      },
    },
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: config.bodyLimitBytes,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bodyParser: false,
    bufferLogs: true,
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  app.useLogger(new PinoNestLogger(fastify.log));
  await setUpFastify(fastify, config);
  drainOnClose(fastify);
  await registerStaticFiles(fastify, config);
  app.useGlobalPipes(new ZodValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(createSpaFallback(config)));
  app.useWebSocketAdapter(new ChatWsAdapter(app));
  await app.init();
  return app;
}
