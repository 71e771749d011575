import { loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // On SIGTERM/SIGINT: app.close() drains (create-app.ts), runs the shutdown hooks, then the process exits 0, which
  // process managers read as a clean stop (Nest's enableShutdownHooks would re-raise the signal instead). A second
  // signal while draining stops at once, and so does a drain still under way after SHUTDOWN_TIMEOUT_SECONDS (a request
  // or a shutdown hook that never ends must not keep a stopped instance, or a deploy, waiting for its SIGKILL).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.once(signal, () => process.exit(1));
      setTimeout(() => {
        console.error(`Shutdown still under way after ${config.shutdownTimeoutSeconds} s; stopping now`);
        process.exit(1);
      }, config.shutdownTimeoutSeconds * 1000).unref();
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
