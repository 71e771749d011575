import { API_CATALOG, listEndpoints, type ApiEndpoint } from '@agency/contracts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { listRoutes, type RouteFacts } from './route-inventory';

/**
 * The contract's catalog is the one definition of every endpoint: the OpenAPI document and the browser client are
 * derived from it, so a Nest route that differs from its entry would make both lie. This compares them field by field.
 */
describe('endpoint catalog and Nest routes', () => {
  let server: TestApp;
  let apiRoutes: RouteFacts[];
  let catalogRoutes: RouteFacts[];
  beforeAll(async () => {
    server = await startTestApp();
    apiRoutes = listRoutes(server.app).filter((route) => route.key.split(' ')[1]?.startsWith('/api/'));
    catalogRoutes = apiRoutes.filter((route) => route.outsideCatalog === undefined);
  });
  afterAll(() => server.close());

  const routeFor = (endpoint: ApiEndpoint) => catalogRoutes.filter((route) => route.key === endpoint.key);

  it('has a catalog entry for every JSON route under /api', () => {
    const missing = catalogRoutes.filter((route) => !(route.key in API_CATALOG)).map((route) => `${route.key} (${route.handler})`);
    expect(missing).toEqual([]);
  });

  it('has exactly one route for every catalog entry', () => {
    const unserved = listEndpoints()
      .filter((endpoint) => routeFor(endpoint).length !== 1)
      .map((endpoint) => `${endpoint.key}: ${routeFor(endpoint).length} routes`);
    expect(unserved).toEqual([]);
  });

  it('guards every route as its entry says (public, signed-in or admin)', () => {
    const disagreements = listEndpoints().flatMap((endpoint) =>
      routeFor(endpoint)
        .filter((route) => route.access !== endpoint.access)
        .map((route) => `${endpoint.key}: catalog ${endpoint.access}, route ${route.access} (${route.handler})`),
    );
    expect(disagreements).toEqual([]);
  });

  it('answers with the status its entry gives', () => {
    const disagreements = listEndpoints().flatMap((endpoint) =>
      routeFor(endpoint)
        .filter((route) => route.status !== (endpoint.status ?? 200))
        .map((route) => `${endpoint.key}: catalog ${endpoint.status ?? 200}, route ${route.status}`),
    );
    expect(disagreements).toEqual([]);
  });

  it("validates bodies and queries with the entry's own schemas", () => {
    const disagreements = listEndpoints().flatMap((endpoint) =>
      routeFor(endpoint).flatMap((route) => [
        ...(route.bodySchema === endpoint.body ? [] : [`${endpoint.key}: body schema differs (${route.handler})`]),
        ...(route.querySchema === endpoint.query ? [] : [`${endpoint.key}: query schema differs (${route.handler})`]),
      ]),
    );
    expect(disagreements).toEqual([]);
  });

  it('answers with a file exactly where its entry says so (produces, e.g. a CSV export)', () => {
    const disagreements = listEndpoints().flatMap((endpoint) =>
      routeFor(endpoint)
        .filter((route) => route.produces !== endpoint.produces)
        .map((route) => `${endpoint.key}: catalog ${endpoint.produces ?? 'JSON'}, route ${route.produces ?? 'JSON'} (${route.handler})`),
    );
    expect(disagreements).toEqual([]);
  });

  it('gives a file answer no JSON response schema, so the typed client never parses it', () => {
    const both = listEndpoints().filter((endpoint) => endpoint.produces !== undefined && endpoint.response !== undefined);
    expect(both.map((endpoint) => endpoint.key)).toEqual([]);
  });

  it('keeps browser navigations and documentation pages out of the catalog, on purpose', () => {
    const outside = apiRoutes.filter((route) => route.outsideCatalog !== undefined);
    expect(outside.map((route) => route.key)).toEqual(expect.arrayContaining(['GET /api/login', 'GET /api/logout', 'GET /api/docs']));
    expect(outside.filter((route) => route.key in API_CATALOG)).toEqual([]);
  });
});
