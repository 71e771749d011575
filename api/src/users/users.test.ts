import request from 'supertest';
import { Client } from 'pg';
import { registerClient, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { createOwnDatabase, type OwnDatabase } from '../../test/test-database';
import { createAdmin } from './create-admin.cli';

/** On a database of its own: the user list is over every account, and other suites register theirs meanwhile. */
describe('admin-only routes and the admin account', () => {
  const adminEmail = uniqueEmail('admin');
  const adminPassword = 'admin password 1';
  let database: OwnDatabase;
  let server: TestApp;
  let db: Client;
  beforeAll(async () => {
    database = await createOwnDatabase('users');
    server = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, DATABASE_URL: database.url });
    db = new Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    await database.drop();
  });

  async function signInAsAdmin() {
    const agent = request.agent(server.url);
    const response = await agent.post('/api/auth/login').set('content-type', 'application/json').send({ email: adminEmail, password: adminPassword });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('admin');
    return agent;
  }

  it('answers 401 to an anonymous caller and 403 to a client', async () => {
    const anonymous = await request(server.url).get('/api/crm/users');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Unauthorized' });

    const { agent } = await registerClient(server.url);
    const client = await agent.get('/api/crm/users');
    expect(client.status).toBe(403);
    expect(client.body).toEqual({ statusCode: 403, message: 'Forbidden' });
  });

  it('lists users newest first, paginated, for the admin from ADMIN_EMAIL', async () => {
    const older = await registerClient(server.url);
    const newer = await registerClient(server.url);
    const agent = await signInAsAdmin();
    const page = await agent.get('/api/crm/users?page=1&pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.page).toBe(1);
    expect(page.body.pageSize).toBe(2);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    expect(page.body.items.map((user: { email: string }) => user.email)).toEqual([newer.email, older.email]);
    expect(page.body.items[0]).toEqual({
      id: newer.user.id,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: newer.email,
      role: 'client',
      profileImageUrl: null,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    expect(page.body.items[0]).not.toHaveProperty('passwordHash');

    const invalid = await agent.get('/api/crm/users?pageSize=500');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ path: 'pageSize', message: 'Page size must be at most 100' }]);
  });

  it('refuses a role the database does not know', async () => {
    await expect(db.query(`UPDATE "user" SET role = 'superuser' WHERE email = $1`, [adminEmail])).rejects.toThrow(/user_role_check/);
  });

  it('create-admin promotes an existing account and sets its password', async () => {
    const { email } = await registerClient(server.url);
    const created = await createAdmin(['--email', email, '--password', 'new admin pass'], { DATABASE_URL: database.url, SCRYPT_COST_LOG2: '12' });
    expect(created).toBe(email);

    const login = await request(server.url).post('/api/auth/login').set('content-type', 'application/json').send({ email, password: 'new admin pass' });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('admin');
  });

  it('create-admin creates a new admin with the name given, keeps it on a later run without one, and refuses a weak password', async () => {
    const email = uniqueEmail('ops');
    await createAdmin(['--email', email, '--password', 'secret123', '--name', ' Hemi  te Walker '], { DATABASE_URL: database.url, SCRYPT_COST_LOG2: '12' });
    const rows = await db.query('SELECT role, first_name, last_name FROM "user" WHERE email = $1', [email]);
    // The name visitors see in the live chat ('Hemi'), not 'Admin'.
    expect(rows.rows).toEqual([{ role: 'admin', first_name: 'Hemi', last_name: 'te Walker' }]);
    // Run again without a name: the password changes, the name stays.
    await createAdmin(['--email', email, '--password', 'secret456'], { DATABASE_URL: database.url, SCRYPT_COST_LOG2: '12' });
    expect((await db.query('SELECT first_name FROM "user" WHERE email = $1', [email])).rows).toEqual([{ first_name: 'Hemi' }]);

    await expect(createAdmin(['--email', uniqueEmail(), '--password', 'short'], { DATABASE_URL: database.url })).rejects.toThrow(
      '--password: Password must be at least 8 characters',
    );
  });
});
