/**
 * The daily notification digest end to end: real workers (digest and mail jobs), real BullMQ and a
 * local SMTP server. Each opted-in user is mailed their unread notifications once per day, even
 * when the run is repeated or retried after a crash that lost the database's record of the day.
 */
import t from 'tap';
import { eq } from 'drizzle-orm';
import type { Job } from 'bullmq';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { sleep } from '../helpers/realtime.ts';
import { startSmtpServer } from '../helpers/smtp.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { notifications, notificationSettings, users as usersTable } from '../../server/db/schema/index.ts';
import { digestJob } from '../../server/features/notifications/digest.job.ts';
import { runDigest, type DigestMail } from '../../server/features/notifications/digest.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';
import { mailJob } from '../../server/mail/mail.job.ts';

t.teardown(closeTestDatabase);

async function finished(job: Job, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await job.getState();
    if (state === 'completed') return;
    if (state === 'failed') throw new Error(`digest job failed: ${job.failedReason}`);
    if (Date.now() > deadline) throw new Error(`digest job still ${state}`);
    await sleep(100);
  }
}

t.test('the digest mails each opted-in user their unread notifications once per day', async (t) => {
  const smtp = await startSmtpServer(t);
  const testApp = await buildTestApp(t, { smtpUrl: smtp.url, mailFrom: 'Community <digest@example.org>' });
  const { app, database } = testApp;
  await startTestWorkers(t, testApp);
  const db = database.db;
  const alice = await createUser(db, { name: 'Alice Digest' });
  const bob = await createUser(db, { name: 'Bob Writer' });
  const carol = await createUser(db);
  const dave = await createUser(db);
  for (const user of [alice, bob, carol, dave]) await db.update(usersTable).set({ emailVerified: true }).where(eq(usersTable.id, user.id));
  const clients = Object.fromEntries(await Promise.all(
    Object.entries({ alice, bob, carol, dave }).map(async ([name, user]) => {
      const client = new TestClient(app);
      await client.login(user.username, user.password);
      return [name, client] as const;
    }),
  )) as Record<'alice' | 'bob' | 'carol' | 'dave', TestClient>;

  for (const name of ['alice', 'carol'] as const) {
    t.equal((await clients[name].request({ method: 'PUT', url: '/api/notification-settings', payload: { emailDigest: 'daily' } })).statusCode, 200);
  }
  // alice (daily) has two unread; carol (daily) has none; dave (off) has one.
  const forum = await createForum(clients.alice);
  const { post } = await createPost(clients.alice, forum.id);
  await addReply(clients.bob, post.id, 'First answer from Bob');
  await addReply(clients.bob, post.id, `Second, cc @${dave.username}`);
  const { post: davesPost } = await createPost(clients.dave, forum.id);
  await addReply(clients.bob, davesPost.id, 'to dave');

  const run = async (day: string) => {
    const job = await digestJob.enqueue(app.queues, { day }, { removeOnComplete: false });
    await finished(job);
    // Every mail job it queued has been delivered (or failed): the mail queue is idle.
    const mails = app.queues.queue(mailJob);
    const deadline = Date.now() + 15_000;
    while (Object.values(await mails.getJobCounts('waiting', 'active', 'delayed', 'prioritized')).some((n) => n > 0)) {
      if (Date.now() > deadline) throw new Error('mail jobs still pending');
      await sleep(50);
    }
  };

  await run('2026-03-01');
  t.equal(smtp.messages.length, 1, 'one mail: alice only (carol has nothing unread, dave chose off)');
  const [mail] = smtp.messages;
  t.same(mail!.to, [alice.emailId]);
  t.match(mail!.subject, 'Your unread notifications (2)');
  t.match(mail!.text, 'Bob Writer');
  t.match(mail!.text, 'replied to your post: "First answer from Bob"');
  t.match(mail!.text, 'Second, cc');

  await run('2026-03-01');
  t.equal(smtp.messages.length, 1, 'running the same day again mails nobody');

  // A crash after the mail was queued but before the day was committed: the record is lost, the
  // retried run queues the same job id, which BullMQ ignores.
  await db.update(notificationSettings).set({ digestSentOn: null, digestLastId: null }).where(eq(notificationSettings.userId, alice.id));
  await run('2026-03-01');
  t.equal(smtp.messages.length, 1, 'a retried run after a lost commit still mails once');

  await run('2026-03-02');
  t.equal(smtp.messages.length, 1, 'the next day: nothing new, no mail (a notification is mailed once)');
  await addReply(clients.bob, post.id, 'Third thought');
  await addReply(clients.bob, post.id, 'Fourth thought');
  await clients.alice.post('/api/notifications/read', { payload: { ids: [((await clients.alice.get('/api/notifications?limit=1')).json() as Array<{ id: number }>)[0]!.id] } });
  await run('2026-03-03');
  t.equal(smtp.messages.length, 2, 'a new unread notification: mailed the next day');
  const second = smtp.messages[1]!;
  t.match(second.subject, 'Your unread notifications (1)');
  t.match(second.text, 'Third thought');
  t.notMatch(second.text, 'First answer', 'what an earlier digest listed is not listed again');
  t.notMatch(second.text, 'Fourth thought', 'a read one is not listed');
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, alice.id));
  t.equal(row!.digestSentOn, '2026-03-03', 'the last day handled is recorded');
});

t.test('the digest is a repeatable job scheduled by the workers', async (t) => {
  const testApp = await buildTestApp(t);
  await startTestWorkers(t, testApp);
  const schedulers = await testApp.app.queues.queue(digestJob).getJobSchedulers();
  t.equal(schedulers.length, 1);
  t.match(schedulers[0], { key: 'notification-digest', pattern: '0 8 * * *', tz: 'Asia/Kolkata' });
});

t.test('two digest runs of one day at the same time (two workers): each user is mailed once', { skip: needsConcurrentDatabase }, async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const users = await Promise.all(Array.from({ length: 8 }, () => createUser(db)));
  for (const user of users) {
    await db.update(usersTable).set({ emailVerified: true }).where(eq(usersTable.id, user.id));
    await db.insert(notificationSettings).values({ userId: user.id, emailDigest: 'daily' });
    await db.insert(notifications).values({ userId: user.id, type: 'mentor_approved' });
  }
  for (const day of ['2026-04-01', '2026-04-02']) {
    const mails: DigestMail[] = [];
    const queueMail = async (mail: DigestMail) => {
      mails.push(mail);
    };
    const counts = await Promise.all([runDigest(db, day, queueMail), runDigest(db, day, queueMail), runDigest(db, day, queueMail)]);
    t.equal(mails.length, users.length, `${day}: one mail per user in all`);
    t.equal(new Set(mails.map((mail) => mail.to)).size, users.length, `${day}: nobody twice`);
    t.equal(counts.reduce((a, b) => a + b, 0), users.length, `${day}: the runs' counts add up`);
    // A new unread notification each for the next day.
    for (const user of users) await db.insert(notifications).values({ userId: user.id, type: 'mentor_approved' });
  }
});
