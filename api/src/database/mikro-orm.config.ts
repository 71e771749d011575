import { loadConfig } from '../config/app-config';
import { ormOptions } from './orm-options';

/** Configuration for the MikroORM CLI (`npm run migration:create -w api`); needs DATABASE_URL. */
const config = loadConfig();
if (!config.databaseUrl) throw new Error('Set DATABASE_URL to use the MikroORM CLI');

export default ormOptions(config.databaseUrl);
