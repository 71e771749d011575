import { Client } from 'pg';

/** A direct connection for tests that look at (or move the clock of) stored rows. */
export async function connectTestDatabase(): Promise<Client> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}
