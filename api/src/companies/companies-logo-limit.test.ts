import sharp from 'sharp';
import request from 'supertest';
import { COMPANY_MESSAGES } from '@agency/contracts';
import { registerClient, startTestApp, type TestApp } from '../../test/test-app';

describe('the logo upload limit per account', () => {
  let server: TestApp;

  beforeAll(async () => {
    process.env.LOGO_UPLOAD_RATE_LIMIT = '2';
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
    delete process.env.LOGO_UPLOAD_RATE_LIMIT;
  });

  it('answers 429 with Retry-After past the limit, for that account only', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).png().toBuffer();
    const clients = [await registerClient(server.url), await registerClient(server.url)];
    const companyIds: string[] = [];
    for (const { agent } of clients) {
      const created = await agent.post('/api/companies').set('content-type', 'application/json').send('{"name":"Kea Ltd"}');
      companyIds.push(created.body.id);
    }
    const [first, second] = clients as [(typeof clients)[number], (typeof clients)[number]];
    const upload = (agent: ReturnType<typeof request.agent>, id: string | undefined) => agent.post(`/api/companies/${id}/logo`).attach('logo', png, 'logo.png');

    expect((await upload(first.agent, companyIds[0])).status).toBe(200);
    expect((await upload(first.agent, companyIds[0])).status).toBe(200);
    const third = await upload(first.agent, companyIds[0]);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ statusCode: 429, message: COMPANY_MESSAGES.logoRateLimit });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(second.agent, companyIds[1])).status).toBe(200);
  });
});
