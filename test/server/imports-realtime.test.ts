/**
 * `import:progress` over a real socket.io connection: the admin who queued an import receives
 * progress after each batch, ending in `completed`; another admin's socket receives none.
 */
import t from 'tap';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { collectEvents, connectSocket, listen, sleep } from '../helpers/realtime.ts';
import { buildLargeWorkbook, fileUpload, questionSheetRow } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

t.test('the importing admin gets import:progress events ending in completed', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const baseUrl = await listen(app);
  const [admin, other] = [await createUser(database.db, { role: 'admin' }), await createUser(database.db, { role: 'admin' })];
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);
  const otherClient = new TestClient(app);
  await otherClient.login(other.username, other.password);
  const events = collectEvents(await connectSocket(t, baseUrl, client.cookie), 'import:progress');
  const othersEvents = collectEvents(await connectSocket(t, baseUrl, otherClient.cookie), 'import:progress');

  const rows = 2500; // three batches of limits.importBatchRows
  const { payload, headers } = await fileUpload('bank.xlsx', await buildLargeWorkbook(rows, questionSheetRow));
  const res = await client.post('/api/import-excel', { payload, headers });
  t.equal(res.statusCode, 202);
  const jobId = res.json().jobId as number;

  const deadline = Date.now() + 30_000;
  while (events.at(-1)?.state !== 'completed' && Date.now() < deadline) await sleep(50);
  t.same(events.at(-1), { jobId, state: 'completed', processed: rows, total: rows }, 'the last event says completed');
  t.same(events.map((event) => event.processed), [0, 1000, 2000, 2500, 2500], 'one event at the start, after each batch, and at completion');
  t.ok(events.every((event) => event.jobId === jobId && event.total === rows), 'total known from the first event');
  t.same(othersEvents, [], "another admin's socket gets nothing");
});
