/**
 * Display names stored before names were cleaned on the way in (contract section 7.8: NFKC, no
 * format or bidi characters; common/api/accounts.ts `cleanDisplayName`) are cleaned the same way
 * at start-up, after the migrations (server/startup.ts), so a name such as "\u202Enimda" stored by
 * an earlier release no longer reverses the text around it. Idempotent: a clean name is left as it is.
 */
import { eq, sql } from 'drizzle-orm';
import { cleanDisplayName } from '@common/api/accounts.ts';
import { limits } from '@common/limits.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** `name` cut to at most `limits.nameMax` UTF-16 units without splitting a character. */
function cutToLimit(name: string): string {
  let cut = '';
  for (const character of name) {
    if (cut.length + character.length > limits.nameMax) break;
    cut += character;
  }
  return cut.trimEnd();
}

/**
 * Cleans every stored display name that `cleanDisplayName` (then trimmed) would change; a name
 * left empty by it becomes the account's username, and one that NFKC made longer than the name
 * limit is cut to it (whole characters). Only names with a character outside printable ASCII are
 * read (the others are clean already). Answers the ids of the users renamed: the caller gives each
 * a new user version (identity/userVersion.ts `userChanged`), so no API process keeps serving a
 * cached row with the old name. Each change is its own UPDATE, so the `questions` cache generation
 * moves as for any rename (migration cache_generation_triggers).
 */
export async function cleanStoredDisplayNames(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(sql`${users.name} ~ '[^ -~]'`);
  const renamed: number[] = [];
  for (const row of rows) {
    const cleaned = cleanDisplayName(row.name).trim();
    const name = cleaned === '' ? row.username : cutToLimit(cleaned);
    if (name === row.name) continue;
    await db.update(users).set({ name }).where(eq(users.id, row.id));
    renamed.push(row.id);
  }
  return renamed;
}
