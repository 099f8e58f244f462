/**
 * `npm run create-admin -- <username> <email>`: creates an admin account, asking for nothing:
 * the password comes from ADMIN_PASSWORD and must follow the registration password rule (else one
 * line naming ADMIN_PASSWORD, exit 2). Leaves an existing username untouched.
 */
import { registrationSchema } from '@common/api/accounts.ts';
import { ConfigError, adminPasswordAllowed, adminPasswordRule, loadConfig } from '../server/config.ts';
import { StartupError, openBackingServices } from '../server/startup.ts';
import { ensureAdmin } from '../server/features/accounts/accounts.service.ts';

const [username, email] = process.argv.slice(2);
const password = process.env.ADMIN_PASSWORD;
if (!username || !email || !password) {
  console.error('usage: ADMIN_PASSWORD=... npm run create-admin -- <username> <email>');
  process.exit(2);
}
const check = registrationSchema.safeParse({ name: 'Administrator', username, password, emailId: email });
const problems = check.success ? [] : check.error.issues.filter((issue) => issue.path[0] !== 'password').map((issue) => `${issue.path.join('.')}: ${issue.message}`);
if (!adminPasswordAllowed(password)) problems.push(`ADMIN_PASSWORD: ${adminPasswordRule}`);
if (problems.length > 0) {
  for (const line of problems) console.error(line);
  process.exit(2);
}
try {
  const database = await openBackingServices(loadConfig({ ...process.env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '', ADMIN_EMAIL: '' }));
  const created = await ensureAdmin(database.db, { username, password, email });
  await database.close();
  console.log(created ? `Created admin "${username}".` : `A user named "${username}" already exists; nothing changed.`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) for (const line of error.problems) console.error(line);
  else console.error(error);
  process.exit(1);
}
