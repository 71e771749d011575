import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.embeddedPostgres;
  if (!embedded) return;
  await embedded.handle.stop();
  await rm(embedded.dataDir, { recursive: true, force: true });
}
