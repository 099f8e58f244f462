/** Writing a user's practice preferences. */
import { eq } from 'drizzle-orm';
import type { Preferences } from '@common/api/preferences.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Stores the preferences of user `id`; answers the updated row, or undefined when there is no such user. */
export async function updatePreferences(db: Queryable, id: number, preferences: Preferences) {
  const [row] = await db.update(users).set({ untimedPractice: preferences.untimedPractice, showOnLeaderboards: preferences.showOnLeaderboards }).where(eq(users.id, id)).returning();
  return row;
}
