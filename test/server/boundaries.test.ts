/**
 * The server's layering and its access rules. Layers: plugins (infrastructure) import no feature;
 * a feature imports no other feature (shared pieces live in identity/, policies/, questionBank/,
 * taxonomy/, jobs/, mail/); those shared layers import no feature either. Only app-level
 * composition (app.ts, jobs.ts, demo.ts, main.ts) puts features together.
 */
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { canDelete, canKnowAnswer, canSeeContactDetails, canViewQuestion, isAdmin } from '@common/policies.ts';

const serverDir = join(import.meta.dirname, '..', '..', 'server');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
}

/** Every relative import of `file`, as a path relative to server/. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from '(\.[^']+)'/g)].map((match) => relative(serverDir, resolve(dirname(file), match[1]!)));
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

t.test('no plugin or shared layer imports a feature; no feature imports another', async (t) => {
  const problems: string[] = [];
  for (const file of files(serverDir)) {
    const self = relative(serverDir, file);
    const top = self.split('/')[0]!;
    for (const target of importsOf(file)) {
      const targetFeature = featureOf(target);
      if (!targetFeature) continue;
      if (['plugins', 'identity', 'policies', 'questionBank', 'taxonomy', 'jobs', 'mail', 'db', 'observability'].includes(top)) problems.push(`${self} -> ${target}`);
      const ownFeature = featureOf(self);
      if (ownFeature && ownFeature !== targetFeature) problems.push(`${self} -> ${target}`);
    }
  }
  t.same(problems, [], 'no import crosses a boundary');
});

t.test('the access rules', async (t) => {
  const admin = { id: 1, role: 'admin' };
  const shouting = { id: 2, role: 'ADMIN' };
  const author = { id: 3, role: 'user' };
  const other = { id: 4, role: 'user' };
  t.ok(isAdmin(admin) && isAdmin(shouting), 'the role is compared case-insensitively');
  t.notOk(isAdmin(author) || isAdmin(undefined) || isAdmin(null));

  t.ok(canDelete(author, 3) && canDelete(admin, 3), 'the author and admins');
  t.notOk(canDelete(other, 3) || canDelete(undefined, 3) || canDelete(other, undefined) || canDelete(other, null), 'nobody else; no author, no one but admins');
  t.ok(canDelete(admin, null));

  t.ok(canSeeContactDetails(author, 3) && canSeeContactDetails(admin, 3));
  t.notOk(canSeeContactDetails(other, 3) || canSeeContactDetails(undefined, 3));

  for (const status of ['pending', 'rejected']) {
    const question = { status, submittedBy: 3 };
    t.ok(canViewQuestion(author, question) && canViewQuestion(admin, question), `${status}: its submitter and admins`);
    t.notOk(canViewQuestion(other, question), `${status}: nobody else`);
  }
  t.ok(canViewQuestion(other, { status: 'approved', submittedBy: 3 }), 'approved: everyone');
  t.notOk(canViewQuestion(other, { status: 'pending', submittedBy: null }), 'an imported pending question: admins only');

  const approved = { submittedBy: 3 };
  t.notOk(canKnowAnswer(other, approved, false), 'not before answering');
  t.ok(canKnowAnswer(other, approved, true) && canKnowAnswer(author, approved, false) && canKnowAnswer(admin, approved, false));
});
