import request from 'supertest';
import { CSRF_REFUSED_MESSAGE } from '../../src/common/http/csrf.hook';
import { registerClient, startAdminTestApp, uniqueEmail, type AdminTestApp } from '../test-app';

/**
 * ASVS 5.0 V3.5 (browser origin separation). The API's anti-forgery control is not a token but what a cross-site page
 * cannot forge: a state-changing call must be JSON or multipart (a form or a "simple" fetch cannot send JSON without a
 * CORS preflight, which this API never grants) and, when the browser names an Origin, it must be this site's.
 */
let kit: AdminTestApp;
let url: string;
beforeAll(async () => {
  kit = await startAdminTestApp();
  url = kit.server.url;
});
afterAll(() => kit.close());

/** This file's leads only: other suites write leads into the same database at the same time. */
const leadCount = async () => Number((await kit.db.query('SELECT count(*) AS n FROM lead WHERE email = $1', [lead.email])).rows[0].n);

const lead = {
  firstName: 'Mere',
  lastName: 'Parata',
  email: uniqueEmail('csrf'),
  serviceInterest: 'Business Automation',
  message: 'Please call me back about a website.',
};

describe('V3.5.1 a state-changing request a cross-site page could forge is refused', () => {
  it('refuses a form-encoded and a text/plain POST (what an HTML form or a simple fetch sends) with 403, storing nothing', async () => {
    const before = await leadCount();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', new URLSearchParams(lead).toString()],
      ['text/plain', JSON.stringify(lead)],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMere\r\n--x--`],
    ] as const) {
      const answer = await request(url).post('/api/leads').set('content-type', type).set('origin', 'https://evil.example').send(body);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ statusCode: 403, message: CSRF_REFUSED_MESSAGE });
    }
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      expect((await request(url).post('/api/leads').set('content-type', type).send('name=x')).status).toBe(403);
    }
    expect(await leadCount()).toBe(before);
  });

  it('refuses a body-less state change (sign-out, delete) that does not name this origin', async () => {
    const { agent } = await registerClient(url);
    expect((await agent.post('/api/auth/logout')).status).toBe(403);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await agent.post('/api/auth/logout').set('origin', url)).status).toBe(204);
  });
});

describe('V3.5.2 a request from a foreign Origin is refused, one from this site accepted', () => {
  it('refuses JSON from another origin with 403 and accepts the same call from this origin', async () => {
    const before = await leadCount();
    const foreign = await request(url).post('/api/leads').set('content-type', 'application/json').set('origin', 'https://evil.example').send(lead);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(CSRF_REFUSED_MESSAGE);
    const nullOrigin = await request(url).post('/api/leads').set('content-type', 'application/json').set('origin', 'null').send(lead);
    expect(nullOrigin.status).toBe(403);
    expect(await leadCount()).toBe(before);

    const own = await request(url).post('/api/leads').set('content-type', 'application/json').set('origin', url).send(lead);
    expect(own.status).toBe(201);
    expect(await leadCount()).toBe(before + 1);
  });

  it("grants no CORS: a foreign origin's preflight gets no Access-Control-Allow-Origin", async () => {
    const preflight = await request(url)
      .options('/api/leads')
      .set('origin', 'https://evil.example')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
