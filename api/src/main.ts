import { loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // On SIGTERM/SIGINT: app.close() drains (create-app.ts), runs the shutdown hooks, then the process exits 0, which
  // process managers read as a clean stop (Nest's enableShutdownHooks would re-raise the signal instead). A second
  // signal while draining stops at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.once(signal, () => process.exit(1));
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Agency platform running on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
