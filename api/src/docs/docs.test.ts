import request from 'supertest';
import { listEndpoints } from '@agency/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('API documentation', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('publishes an OpenAPI 3.1 document generated from the contracts catalog', async () => {
    const response = await request(server.url).get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    for (const endpoint of listEndpoints()) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(response.body.paths[path]?.[endpoint.method.toLowerCase()]?.summary).toBe(endpoint.summary);
    }
    const register = response.body.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(['firstName', 'email', 'password']);
    expect(register.responses['201']).toBeDefined();
    for (const endpoint of listEndpoints().filter((entry) => entry.produces)) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const success = response.body.paths[path][endpoint.method.toLowerCase()].responses[String(endpoint.status ?? 200)];
      expect(success.content).toEqual({ [endpoint.produces!]: { schema: { type: 'string' } } });
    }
    expect(response.body.paths['/api/leads/export'].get.responses['200'].content['text/csv'].schema).toEqual({ type: 'string' });
    expect(response.body.components.schemas.ApiError.required).toEqual(['statusCode', 'message']);
  });

  it('serves a Swagger UI page and its assets from this server', async () => {
    const page = await request(server.url).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);

    const bundle = await request(server.url).get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const init = await request(server.url).get('/api/docs/init.js');
    expect(init.text).toContain('/api/docs/openapi.json');
    expect((await request(server.url).get('/api/docs/assets/package.json')).status).toBe(404);
  });
});
