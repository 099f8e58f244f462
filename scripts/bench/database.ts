/**
 * `openDatabase` for a benchmark's own work on the database (seeding users and questions, calling a
 * service directly): with an effects dispatcher that discards what the work asks to announce, since
 * no socket or queue listens to a benchmark's seeding (server/effects: work on a handle without a
 * dispatcher is refused). The API and worker processes a benchmark starts register their own.
 */
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { registerDispatcher } from '../../server/effects/commit.ts';

export async function openBenchDatabase(options: Parameters<typeof openDatabase>[0]): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  registerDispatcher(handle.db, { dispatch: async () => undefined });
  return handle;
}
