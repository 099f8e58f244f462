/** Runs the real BullMQ workers for a test, on the test app's Redis prefix and database. */
import { startWorkers, type Workers } from '../../worker/main.ts';
import type { TestApp } from './app.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** Starts the workers (closed at teardown, before the app's own teardown runs). */
export async function startTestWorkers(t: Teardown, { database, config }: Pick<TestApp, 'database' | 'config'>): Promise<Workers> {
  const workers = await startWorkers({
    db: database.db,
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    openai: config.openai,
    mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
  });
  t.teardown(() => workers.close());
  return workers;
}
