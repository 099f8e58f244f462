/**
 * `npm run migrate`: applies the database migrations and creates the ADMIN_* admin when configured,
 * then exits. Run once before starting several API or worker processes, so they do not race to
 * migrate the same database (docker-compose.yml runs it as the `migrate` service).
 */
import { ConfigError, loadConfig } from '../server/config.ts';
import { StartupError, openBackingServices } from '../server/startup.ts';
import { ensureAdmin } from '../server/features/accounts/accounts.service.ts';

try {
  const config = loadConfig();
  const database = await openBackingServices(config); // migrates
  if (config.admin && (await ensureAdmin(database.db, config.admin))) console.log(`Created admin account "${config.admin.username}"`);
  await database.close();
  console.log('Database migrated.');
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) for (const line of error.problems) console.error(line);
  else console.error(error);
  process.exit(1);
}
