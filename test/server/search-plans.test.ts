/**
 * The search's named prepared statements run on connections that plan them once
 * (db/client.ts `genericPlans`: `plan_cache_mode = force_generic_plan`), where the default pool
 * re-plans them with each execution's values: PostgreSQL's own counters
 * (`pg_prepared_statements.generic_plans` / `custom_plans`, per session) say which plan ran.
 */
import t from 'tap';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { analyseWords } from '../../server/features/search/search.repo.ts';
import { closeTestDatabase, testDatabase } from '../helpers/app.ts';
import { needsPostgresServer } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const queries = [['percent'], ['ratio', 'time'], ['avrage'], ['seating', 'arrangement'], ['tsd'], ['probab'], ['work', 'pipes'], ['mixtur']];

/** Runs the word-facts statement for every query on one connection; its plan counters there. */
function plansOf(db: Database) {
  return db.transaction(async (tx) => {
    for (const words of queries) await analyseWords(tx, words, words.map(() => true));
    const { rows } = await tx.execute<{ generic_plans: string; custom_plans: string }>(
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'search_words_facts'`,
    );
    return { generic: Number(rows[0]!.generic_plans), custom: Number(rows[0]!.custom_plans) };
  });
}

t.test('the search statements get one generic plan per connection, not a plan per execution', { skip: needsPostgresServer }, async (t) => {
  const handle = await testDatabase();
  const generic = await plansOf(handle.genericPlans);
  t.equal(generic.custom, 0, 'no execution was planned for its values');
  t.ok(generic.generic >= queries.length, `every execution used the generic plan (${generic.generic})`);
  const usual = await plansOf(handle.db);
  t.ok(usual.custom >= 5, `the default connections plan it for each execution's values (${usual.custom} custom plans): why the search has its own`);
});
