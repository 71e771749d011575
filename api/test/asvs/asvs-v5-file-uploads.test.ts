import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '@agency/contracts';
import { registerClient, startAdminTestApp, type AdminTestApp, type Agent } from '../test-app';

/** ASVS 5.0 V5 (file handling), on the one upload the API takes: a company's logo. */
let kit: AdminTestApp;
let owner: Agent;
beforeAll(async () => {
  kit = await startAdminTestApp();
  owner = (await registerClient(kit.server.url)).agent;
});
afterAll(() => kit.close());

async function newCompany(): Promise<string> {
  const answer = await owner.post('/api/companies').set('content-type', 'application/json').send({ name: 'Kauri Joinery' });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}
const upload = (companyId: string, bytes: Buffer, filename: string) => owner.post(`/api/companies/${companyId}/logo`).attach('logo', bytes, filename);
const storedLogos = async (companyId: string) => Number((await kit.db.query('SELECT count(*) AS n FROM company_logo WHERE company_id = $1', [companyId])).rows[0].n);
const png = () => sharp({ create: { width: 48, height: 48, channels: 3, background: '#2a6f97' } }).png().toBuffer();

describe('V5.2.1 files larger than the allowed size are refused', () => {
  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const company = await newCompany();
    const answer = await upload(company, Buffer.concat([await png(), randomBytes(LOGO_MAX_BYTES)]), 'logo.png');
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ statusCode: 413, message: COMPANY_MESSAGES.logoTooLarge });
    expect(await storedLogos(company)).toBe(0);
  });
});

describe('V5.2.2 the type is decided by the content, not the name or the declared type', () => {
  it('refuses text and SVG named .png, and a PNG header on garbage, storing nothing', async () => {
    const company = await newCompany();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(company, svg, 'logo.png')).status).toBe(415);
    expect((await upload(company, Buffer.from('<?php echo 1; ?>'), 'logo.png')).status).toBe(415);
    const fake = Buffer.concat([(await png()).subarray(0, 33), randomBytes(2000)]);
    expect((await upload(company, fake, 'logo.png')).status).toBe(400);
    expect(await storedLogos(company)).toBe(0);
  });

  it('takes a real PNG whatever its name, and serves it re-encoded with its own type and nosniff', async () => {
    const company = await newCompany();
    const answer = await upload(company, await png(), 'logo.exe');
    expect(answer.status).toBe(200);
    const served = await owner.get(answer.body.logoUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('V5.3.2 a user-supplied file name is never used as a path or a name', () => {
  it('stores and serves a traversal-looking upload under a generated id only', async () => {
    const company = await newCompany();
    const answer = await upload(company, await png(), '../../../etc/passwd.png');
    expect(answer.status).toBe(200);
    expect(answer.body.logoUrl).toMatch(new RegExp(`^/api/companies/${company}/logos/[0-9a-f-]{36}$`));
    const row = await kit.db.query('SELECT * FROM company_logo WHERE company_id = $1', [company]);
    expect(JSON.stringify(row.rows[0])).not.toContain('passwd');
    expect((await owner.get(answer.body.logoUrl)).headers['content-disposition'] ?? '').not.toContain('passwd');
  });
});
