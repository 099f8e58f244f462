/**
 * `npm run seed`: loads the demo content (question bank + demo accounts) into the configured
 * database through the import service. Idempotent: running it again creates nothing.
 */
import { ConfigError, loadConfig } from '../server/config.ts';
import { StartupError, openBackingServices } from '../server/startup.ts';
import { seedDemo } from '../server/demo.ts';

try {
  const config = loadConfig();
  const database = await openBackingServices(config);
  const result = await seedDemo(database.db);
  await database.close();
  const q = result.questions;
  console.log(`Questions: ${q.created} created, ${q.skipped} already present, ${q.errors.length} invalid rows.`);
  if (result.accounts.length === 0) console.log('Demo accounts already exist.');
  for (const account of result.accounts) console.log(`Demo ${account.role}: username ${account.username}  password ${account.password} (shown only now)`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    for (const line of error.problems) console.error(line);
  } else {
    console.error(error);
  }
  process.exit(1);
}
