/**
 * Every module that writes the `users` table, listed: the service that calls it records a
 * `userChanged` effect in the same unit of work (server/effects; published after the commit by the
 * process's dispatcher), without which API processes keep serving their cached copy of the user's
 * row. A new writer fails this test until it is checked and added here.
 */
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const audited = [
  'server/features/accounts/accounts.mobile.ts', // a registration's verified mobile: itself
  'server/features/accounts/accounts.repo.ts', // registration, profile: accounts.service.ts
  'server/features/mentors/mentors.repo.ts', // mentor approval: mentors.service.ts
  'server/features/preferences/preferences.repo.ts', // preferences.service.ts
  'server/features/users/users.repo.ts', // accommodation, suspension, role: users.service.ts
  'server/features/verification/verification.repo.ts', // email verified: verification.service.ts
  'server/identity/displayNames.ts', // names stored by earlier releases, cleaned at start-up: startup.ts
  'server/identity/sessions.ts', // password change and reset: accounts.service.ts, passwordReset.service.ts
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

t.test('every writer of the users table is one whose services record userChanged', async (t) => {
  const writers = files(join(root, 'server'))
    .filter((path) => /\.(update|insert|delete)\(users\)|\b(update|delete from|insert into) users\b/i.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path).split('\\').join('/'))
    .sort();
  t.same(writers, audited);
  const services = ['accounts/accounts.service.ts', 'accounts/accounts.mobile.ts', 'mentors/mentors.service.ts', 'preferences/preferences.service.ts', 'users/users.service.ts', 'verification/verification.service.ts', 'verification/passwordReset.service.ts'];
  for (const service of services) {
    t.match(readFileSync(join(root, 'server/features', service), 'utf8'), /\.userChanged\(/, `${service} records userChanged`);
  }
  t.match(readFileSync(join(root, 'server/startup.ts'), 'utf8'), /userChanged\(redis, /, 'startup.ts calls userChanged for the names it cleaned');
});
