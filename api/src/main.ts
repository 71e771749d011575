import { loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Agency platform running on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
