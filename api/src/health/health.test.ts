import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('reports the database as up with the version and uptime', async () => {
    const response = await request(server.url).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number), version: '1.0.0' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a sane incoming request id and replaces an unsafe one', async () => {
    const sane = await request(server.url).get('/api/health').set('x-request-id', 'lb-1234.abc');
    expect(sane.headers['x-request-id']).toBe('lb-1234.abc');
    const unsafe = await request(server.url).get('/api/health').set('x-request-id', 'bad id with spaces');
    expect(unsafe.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with database down', async () => {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `health_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const server = await startTestApp({ DATABASE_URL: url.toString() });
    try {
      expect((await request(server.url).get('/api/health')).status).toBe(200);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      const response = await request(server.url).get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await server.close().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
