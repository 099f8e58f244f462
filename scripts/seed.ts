/**
 * `npm run seed`: loads the demo content (question bank through the import service, demo
 * accounts, community members and forums) into the configured database. Idempotent: running it
 * again creates nothing. Refused when NODE_ENV=production (exit 1): the demo accounts' passwords
 * would be printed, and a live site gets no demo content.
 */
import { ConfigError, loadConfig } from '../server/config.ts';
import { StartupError, openBackingServices } from '../server/startup.ts';
import { seedDemo } from '../server/demo.ts';

try {
  const config = loadConfig();
  if (config.env === 'production') {
    console.error('NODE_ENV: the demo content is not loaded when NODE_ENV=production (it creates demo accounts)');
    process.exit(1);
  }
  const database = await openBackingServices(config);
  const result = await seedDemo(database.db);
  await database.close();
  const q = result.questions;
  console.log(`Questions: ${q.created} created, ${q.skipped} already present, ${q.errors.length} invalid rows.`);
  const f = result.forums;
  console.log(`Forums: ${f.created} created (${f.posts} posts, ${f.replies} replies), ${f.skipped} already present.`);
  console.log(`Community members: ${result.members.created} created, ${result.members.skipped} already present (their passwords are not shown).`);
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
