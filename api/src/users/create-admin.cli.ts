import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { ZEmail, ZPassword } from '@agency/contracts';
import { loadConfig, type RawEnv } from '../config/app-config';
import { openDatabase } from '../database/open-database';
import { ormOptions } from '../database/orm-options';
import { PasswordHasher } from './password-hasher';
import { UsersService } from './users.service';

/**
 * `npm run create-admin -w api -- --email a@b.co --password secret123 [--name 'Hemi Walker']`: creates that admin, or
 * promotes the existing account and sets its password. Same database bootstrap as the server.
 */
export async function createAdmin(argv: string[], env: RawEnv = process.env): Promise<string> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } }, strict: true });
  const email = ZEmail.safeParse(values.email);
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message ?? 'invalid'}`);
  const password = ZPassword.safeParse(values.password);
  if (!password.success) throw new Error(`--password: ${password.error.issues[0]?.message ?? 'invalid'}`);

  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const orm = await MikroORM.init(ormOptions(database.databaseUrl));
    try {
      const users = new UsersService(orm.em, new PasswordHasher(config.scryptCostLog2));
      const admin = await users.ensureAdmin(email.data, password.data, values.name);
      return admin.email;
    } finally {
      await orm.close(true);
    }
  } finally {
    await database.stop();
  }
}

if (require.main === module) {
  createAdmin(process.argv.slice(2))
    .then((email) => {
      console.log(`Admin account ready: ${email}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
