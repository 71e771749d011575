import request from 'supertest';
import { CSRF_REFUSED_MESSAGE } from './http/csrf.hook';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

describe('validation, error shape and CSRF', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ REMOTE_CRM_URL: 'https://crm.cdn.example.nz/mf-manifest.json', BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => server.close());

  const post = (path: string) => request(server.url).post(path).set('content-type', 'application/json');

  it('answers invalid fields with the contract messages, every field at once', async () => {
    const response = await post('/api/auth/register').send({ firstName: '  ', email: 'jo@gmai.com', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'First name is required',
      errors: [
        { path: 'firstName', message: 'First name is required' },
        { path: 'email', message: 'Did you mean gmail.com?' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ],
    });
  });

  it('reports a malformed email and a missing password', async () => {
    const response = await post('/api/auth/register').send({ firstName: 'Mere', email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('validates sign-in bodies before checking credentials', async () => {
    const response = await post('/api/auth/login').send({ email: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('answers broken JSON with 400 in the error shape', async () => {
    const response = await post('/api/auth/login').send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Request body is not valid JSON' });
  });

  it('answers an oversized body with 413 in the error shape', async () => {
    const response = await post('/api/auth/login').send({ email: uniqueEmail(), password: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Request body is too large' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await request(server.url).get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  it('refuses a state-changing call without a JSON content type (a cross-site form could send it)', async () => {
    const response = await request(server.url)
      .post('/api/auth/login')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('email=a@b.co&password=x');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, message: CSRF_REFUSED_MESSAGE });

    const textPlain = await request(server.url).post('/api/auth/logout').set('content-type', 'text/plain').send('x');
    expect(textPlain.status).toBe(403);
  });

  it('refuses a foreign Origin and admits its own and a configured remote origin', async () => {
    const foreign = await post('/api/auth/logout').set('origin', 'https://evil.example.com');
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(CSRF_REFUSED_MESSAGE);

    const own = await post('/api/auth/logout').set('origin', server.url);
    expect(own.status).toBe(204);

    const remote = await post('/api/auth/logout').set('origin', 'https://crm.cdn.example.nz');
    expect(remote.status).toBe(204);
  });

  it('admits a call without a body or content type only when it names an allowed Origin', async () => {
    const bare = () => request(server.url).post('/api/auth/logout');
    expect((await bare()).status).toBe(403);
    expect((await bare().set('origin', 'https://evil.example.com')).status).toBe(403);
    expect((await bare().set('origin', server.url)).status).toBe(204);
    const smuggled = await bare().set('origin', server.url).set('content-length', '5').send('a=b&c');
    expect(smuggled.status).toBe(403);
  });

  it('sends security headers: CSP, no framing, no sniffing', async () => {
    const response = await request(server.url).get('/api/health');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
