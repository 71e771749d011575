import type { Client } from 'pg';
import type { RawEnv } from '../src/config/app-config';
import { startAdminTestApp, uniqueEmail, type AdminTestApp } from './test-app';
import { createOwnDatabase } from './test-database';

export { signIn, type AdminTestApp } from './test-app';

/** Used by the CRM's tests: a server on a database of its own, so figures over all rows are exact. The outbox worker runs. */
export async function startOnOwnDatabase(prefix: string, env: RawEnv = {}): Promise<AdminTestApp> {
  const database = await createOwnDatabase(prefix);
  const started = await startAdminTestApp({ DATABASE_URL: database.url, ...env }, { outboxWorker: true });
  return {
    ...started,
    async close() {
      await started.close();
      await database.drop();
    },
  };
}

export interface AppointmentSeed {
  startsAt: Date;
  status?: 'scheduled' | 'cancelled' | 'completed';
  createdAt?: Date;
  clientName?: string;
  clientEmail?: string;
  companyName?: string | null;
  clientPhone?: string | null;
  notes?: string | null;
  serviceInterest?: string;
}

/** An appointment row as the booking would leave it (30 minutes, a token hash, cancelled_at when cancelled). */
export async function insertAppointment(db: Client, seed: AppointmentSeed): Promise<string> {
  const status = seed.status ?? 'scheduled';
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO appointment (client_name, client_email, client_phone, company_name, service_interest, starts_at, ends_at, notes, status,
                              token_hash, cancelled_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + interval '30 minutes', $7, $8::text, sha256(gen_random_uuid()::text::bytea),
             CASE WHEN $8::text = 'cancelled' THEN now() END, coalesce($9::timestamptz, now()))
     RETURNING id`,
    [
      seed.clientName ?? 'Aroha Ngata',
      seed.clientEmail ?? uniqueEmail('appointment'),
      seed.clientPhone ?? null,
      seed.companyName ?? null,
      seed.serviceInterest ?? 'website_development',
      seed.startsAt,
      seed.notes ?? null,
      status,
      seed.createdAt ?? null,
    ],
  );
  return rows[0]?.id ?? '';
}
