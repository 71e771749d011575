import { test } from '@playwright/test';
import { Pool } from 'pg';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';
import { CONNECTIONS, DURATION_SECONDS, comparisonRows, load, startRawServer } from './load';
import { printTable } from './table';

const LEAD = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.co.nz',
  company: 'Ngata Plumbing',
  serviceInterest: 'Business Automation',
  message: 'We would like our quotes to go out automatically.',
};

test('POST /api/leads against a raw node:http server doing one INSERT', async () => {
  test.setTimeout(180_000);
  const databaseUrl = testDatabaseUrl();
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const raw = await startRawServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const lead = JSON.parse(body) as typeof LEAD;
      pool
        .query(
          `INSERT INTO lead (first_name, last_name, email, company, service_interest, message, source)
           VALUES ($1, $2, $3, $4, $5, $6, 'contact_form') RETURNING id`,
          [lead.firstName, lead.lastName, lead.email, lead.company, lead.serviceInterest, lead.message],
        )
        .then(
          (result) => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: result.rows[0]?.id })),
          () => response.writeHead(500).end(),
        );
    });
  });
  // The API's own per-address limit (5 leads in 10 minutes) would refuse a load test from one address.
  const api = await startServer({ port: await freePort(), databaseUrl, env: { LEADS_RATE_LIMIT: '100000000' } });
  try {
    const body = JSON.stringify(LEAD);
    const baseline = await load({ url: raw.url, method: 'POST', body });
    const figures = await load({ url: `${api.baseUrl}/api/leads`, method: 'POST', body });
    printTable(
      `POST /api/leads, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (the API also validates, rate-limits and writes two outbox mails in one transaction)`,
      comparisonRows(baseline, figures, 'NestJS + Fastify API'),
    );
  } finally {
    await api.stop();
    await raw.close();
    await pool.end();
  }
});
