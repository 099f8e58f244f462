/**
 * Every module that writes the `users` table, listed: each is followed, in the route that calls it,
 * by `app.userChanged(id)` (server/identity/userVersion.ts), without which API processes keep
 * serving their cached copy of the user's row. A new writer fails this test until it is checked
 * and added here.
 */
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const audited = [
  'server/features/accounts/accounts.mobile.ts', // registration: accounts.routes.ts
  'server/features/accounts/accounts.repo.ts', // profile: accounts.routes.ts (and the insert of a new user)
  'server/features/mentors/mentors.repo.ts', // mentor approval: mentors.routes.ts
  'server/features/preferences/preferences.repo.ts', // preferences.routes.ts
  'server/features/users/users.repo.ts', // accommodation, suspension, role: users.routes.ts
  'server/features/verification/verification.repo.ts', // email verified: verification.routes.ts
  'server/identity/displayNames.ts', // names stored by earlier releases, cleaned at start-up: startup.ts
  'server/identity/sessions.ts', // password change and reset: accounts.routes.ts, passwordReset.routes.ts
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

t.test('every writer of the users table is one whose routes call app.userChanged', async (t) => {
  const writers = files(join(root, 'server'))
    .filter((path) => /\.(update|insert|delete)\(users\)|\b(update|delete from|insert into) users\b/i.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path).split('\\').join('/'))
    .sort();
  t.same(writers, audited);
  for (const routes of ['accounts/accounts.routes.ts', 'mentors/mentors.routes.ts', 'preferences/preferences.routes.ts', 'users/users.routes.ts', 'verification/verification.routes.ts', 'verification/passwordReset.routes.ts']) {
    t.match(readFileSync(join(root, 'server/features', routes), 'utf8'), /app\.userChanged\(/, `${routes} calls app.userChanged`);
  }
  t.match(readFileSync(join(root, 'server/startup.ts'), 'utf8'), /userChanged\(redis, /, 'startup.ts calls userChanged for the names it cleaned');
});
