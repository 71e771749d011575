import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES, ZCompany, ZCompanyList } from '@agency/contracts';
import { registerClient, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

const ADMIN_PASSWORD = 'admin password for company tests';

type Agent = ReturnType<typeof request.agent>;

function json(agent: Agent, method: 'post' | 'patch', path: string, body: unknown) {
  return agent[method](path).set('content-type', 'application/json').send(JSON.stringify(body));
}

/** A real image: a gradient-free coloured canvas with transparency where the format has it. */
function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.8 } } });
}

/** Reads a binary answer into a Buffer. */
function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('companies and their logos', () => {
  let server: TestApp;
  let db: Client;
  let admin: Agent;
  let alice: Awaited<ReturnType<typeof registerClient>>;
  let bob: Awaited<ReturnType<typeof registerClient>>;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    server = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD });
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = request.agent(server.url);
    expect((await json(admin, 'post', '/api/auth/login', { email: adminEmail, password: ADMIN_PASSWORD })).status).toBe(200);
    alice = await registerClient(server.url);
    bob = await registerClient(server.url);
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  async function createCompany(agent: Agent, body: Record<string, unknown> = { name: 'Kauri Joinery' }) {
    const response = await json(agent, 'post', '/api/companies', body);
    expect(response.status).toBe(201);
    return ZCompany.parse(response.body);
  }

  function upload(agent: Agent, companyId: string, bytes: Buffer, filename = 'logo.png', field = 'logo') {
    return agent.post(`/api/companies/${companyId}/logo`).attach(field, bytes, filename);
  }

  async function logoRows(companyId: string) {
    return (await db.query('SELECT id FROM company_logo WHERE company_id = $1', [companyId])).rows;
  }

  describe('companies', () => {
    it('adds a company with its industry and website; a bare domain becomes https', async () => {
      const company = await createCompany(alice.agent, { name: '  Kauri Joinery  ', industry: 'Construction', website: 'kaurijoinery.co.nz' });
      expect(company).toMatchObject({ name: 'Kauri Joinery', industry: 'Construction', website: 'https://kaurijoinery.co.nz', logoUrl: null });
      const plain = await createCompany(alice.agent, { name: 'Tui Tours', industry: '', website: '' });
      expect(plain).toMatchObject({ industry: null, website: null });
    });

    it('refuses bad input with 400 and stores nothing', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM company WHERE user_id = $1', [bob.user.id]);
      for (const [body, path] of [
        [{ name: '' }, 'name'],
        [{}, 'name'],
        [{ name: 'x'.repeat(201) }, 'name'],
        [{ name: 'Ok', industry: 'Space' }, 'industry'],
        [{ name: 'Ok', website: 'javascript:alert(1)' }, 'website'],
        [{ name: 'Ok', website: 'not a site' }, 'website'],
        [{ name: ['Ok'] }, 'name'],
      ] as const) {
        const response = await json(bob.agent, 'post', '/api/companies', body);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      }
      const after = await db.query('SELECT count(*)::int AS n FROM company WHERE user_id = $1', [bob.user.id]);
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it("lists only the caller's companies and lets only the owner edit; another client's id is 404", async () => {
      const bobs = await createCompany(bob.agent, { name: 'Bob Bakery', industry: 'Retail' });
      const alices = ZCompanyList.parse((await alice.agent.get('/api/companies/user')).body);
      expect(alices.map((company) => company.id)).not.toContain(bobs.id);
      expect(ZCompanyList.parse((await alice.agent.get('/api/companies')).body)).toEqual(alices);
      expect(ZCompanyList.parse((await bob.agent.get('/api/companies/user')).body).map((company) => company.id)).toContain(bobs.id);

      const foreign = await json(alice.agent, 'patch', `/api/companies/${bobs.id}`, { name: 'Taken over' });
      const unknown = await json(alice.agent, 'patch', `/api/companies/${randomUUID()}`, { name: 'Nobody' });
      for (const response of [foreign, unknown]) expect(response.body).toEqual({ statusCode: 404, message: COMPANY_MESSAGES.notFound });
      expect((await db.query('SELECT name FROM company WHERE id = $1', [bobs.id])).rows[0].name).toBe('Bob Bakery');

      const edited = await json(bob.agent, 'patch', `/api/companies/${bobs.id}`, { website: 'https://bobbakery.nz', industry: null });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: 'Bob Bakery', industry: null, website: 'https://bobbakery.nz' });
      expect((await json(bob.agent, 'patch', `/api/companies/${bobs.id}`, {})).status).toBe(400);
      expect((await request(server.url).get('/api/companies/user')).status).toBe(401);
    });
  });

  describe('logos', () => {
    it('re-encodes a large PNG to fit 512 px, serves it at a new URL with its type, nosniff and a long cache', async () => {
      const company = await createCompany(alice.agent);
      const png = await canvas(1200, 600).png().toBuffer();
      const response = await upload(alice.agent, company.id, png);
      expect(response.status).toBe(200);
      const updated = ZCompany.parse(response.body);
      expect(updated.logoUrl).toMatch(new RegExp(`^/api/companies/${company.id}/logos/[0-9a-f-]{36}$`));

      const served = await alice.agent.get(updated.logoUrl ?? '').buffer(true).parse(binary);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });

      // A second upload is a new URL; the old one is gone, and only one image is kept.
      const again = ZCompany.parse((await upload(alice.agent, company.id, png)).body);
      expect(again.logoUrl).not.toBe(updated.logoUrl);
      expect((await alice.agent.get(updated.logoUrl ?? '')).status).toBe(404);
      expect(await logoRows(company.id)).toHaveLength(1);
      expect(ZCompanyList.parse((await alice.agent.get('/api/companies/user')).body).find((c) => c.id === company.id)?.logoUrl).toBe(again.logoUrl);
    });

    it('takes JPEG, GIF and WebP by their bytes, whatever the name, and strips metadata', async () => {
      const company = await createCompany(alice.agent);
      const jpeg = await canvas(300, 200)
        .flatten({ background: '#ffffff' })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secret Studio', Artist: 'Someone' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const jpegAnswer = await upload(alice.agent, company.id, jpeg, 'photo.txt');
      expect(jpegAnswer.status).toBe(200);
      const jpegServed = await alice.agent.get(jpegAnswer.body.logoUrl).buffer(true).parse(binary);
      expect(jpegServed.headers['content-type']).toBe('image/jpeg');
      const jpegMeta = await sharp(jpegServed.body as Buffer).metadata();
      expect(jpegMeta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
      expect(jpegMeta.exif).toBeUndefined();
      expect((jpegServed.body as Buffer).includes(Buffer.from('Secret Studio'))).toBe(false);

      const gif = await canvas(64, 64).gif().toBuffer();
      const gifAnswer = await upload(alice.agent, company.id, gif, 'anim.gif');
      expect(gifAnswer.status).toBe(200);
      const gifServed = await alice.agent.get(gifAnswer.body.logoUrl).buffer(true).parse(binary);
      expect(gifServed.headers['content-type']).toBe('image/png');

      const webp = await canvas(100, 100).webp().toBuffer();
      const webpAnswer = await upload(alice.agent, company.id, webp, 'logo.webp');
      expect(webpAnswer.status).toBe(200);
      const webpServed = await alice.agent.get(webpAnswer.body.logoUrl).buffer(true).parse(binary);
      expect(webpServed.headers['content-type']).toBe('image/webp');
      expect((await sharp(webpServed.body as Buffer).metadata()).format).toBe('webp');
    });

    it('refuses SVG, a text file named .png and a PNG header on garbage with 4xx JSON, storing nothing', async () => {
      const company = await createCompany(alice.agent);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const svgAnswer = await upload(alice.agent, company.id, svg, 'logo.svg');
      expect(svgAnswer.status).toBe(415);
      expect(svgAnswer.body).toEqual({ statusCode: 415, message: COMPANY_MESSAGES.logoType });

      const text = await upload(alice.agent, company.id, Buffer.from('just some words, not an image'), 'logo.png');
      expect(text.status).toBe(415);
      expect(text.body.message).toBe(COMPANY_MESSAGES.logoType);

      const realPng = await canvas(40, 40).png().toBuffer();
      const garbage = Buffer.concat([realPng.subarray(0, 33), randomBytes(4000)]);
      const fake = await upload(alice.agent, company.id, garbage, 'logo.png');
      expect(fake.status).toBe(400);
      expect(fake.body).toEqual({ statusCode: 400, message: COMPANY_MESSAGES.logoUnreadable });

      expect(await logoRows(company.id)).toEqual([]);
      expect((await db.query('SELECT logo_id FROM company WHERE id = $1', [company.id])).rows[0].logo_id).toBeNull();
    });

    it('refuses the wrong field name, a JSON body and an empty form with 4xx JSON', async () => {
      const company = await createCompany(alice.agent);
      const png = await canvas(40, 40).png().toBuffer();
      const wrongField = await upload(alice.agent, company.id, png, 'logo.png', 'image');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body).toEqual({ statusCode: 400, message: COMPANY_MESSAGES.logoMissing });

      const asJson = await json(alice.agent, 'post', `/api/companies/${company.id}/logo`, { logo: 'data:image/png;base64,AAAA' });
      expect(asJson.status).toBe(415);
      expect(asJson.body.message).toBe(COMPANY_MESSAGES.logoMultipart);

      const fieldOnly = await alice.agent.post(`/api/companies/${company.id}/logo`).field('logo', 'not a file');
      expect(fieldOnly.status).toBe(400);
      expect(await logoRows(company.id)).toEqual([]);
    });

    it('refuses a 6 MB file with 413 and stores nothing; exactly 5 MB passes', async () => {
      const company = await createCompany(alice.agent);
      const png = await canvas(40, 40).png().toBuffer();
      const sixMegabytes = Buffer.concat([png, randomBytes(6 * 1024 * 1024)]);
      const answer = await upload(alice.agent, company.id, sixMegabytes, 'big.png');
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ statusCode: 413, message: COMPANY_MESSAGES.logoTooLarge });
      expect(answer.headers.connection).toBe('close');
      expect(await logoRows(company.id)).toEqual([]);

      // Just over the limit while the declared length still passes the early check: stopped while reading.
      const justOver = Buffer.concat([png, randomBytes(LOGO_MAX_BYTES + 1 - png.length)]);
      const over = await upload(alice.agent, company.id, justOver, 'big.png');
      expect(over.status).toBe(413);
      expect(await logoRows(company.id)).toEqual([]);

      // Exactly 5 MB passes; what follows the image's end is not kept (the image is re-encoded from its pixels).
      const atLimit = Buffer.concat([png, randomBytes(LOGO_MAX_BYTES - png.length)]);
      const accepted = await upload(alice.agent, company.id, atLimit, 'big.png');
      expect(accepted.status).toBe(200);
      const stored = await db.query('SELECT octet_length(bytes) AS size FROM company_logo WHERE company_id = $1', [company.id]);
      expect(stored.rows[0].size).toBeLessThan(10_000);
    });

    it("keeps another client's company and logo out of reach: 404 like an unknown id", async () => {
      const company = await createCompany(alice.agent);
      const png = await canvas(40, 40).png().toBuffer();
      const stored = ZCompany.parse((await upload(alice.agent, company.id, png)).body);

      const asBob = await upload(bob.agent, company.id, png);
      expect(asBob.status).toBe(404);
      expect(asBob.body).toEqual({ statusCode: 404, message: COMPANY_MESSAGES.notFound });
      expect((await upload(bob.agent, randomUUID(), png)).status).toBe(404);
      expect((await bob.agent.get(stored.logoUrl ?? '')).status).toBe(404);
      expect((await request(server.url).get(stored.logoUrl ?? '')).status).toBe(401);
      expect((await admin.get(stored.logoUrl ?? '')).status).toBe(200);
      expect((await db.query('SELECT logo_id FROM company WHERE id = $1', [company.id])).rows[0].logo_id).toBe(stored.logoUrl?.split('/').pop());
    });
  });
});
