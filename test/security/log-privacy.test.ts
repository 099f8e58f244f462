/**
 * What people type and who they are stays out of the request log: a mobile number (`?number=`,
 * or any phone-number-like value), comment text (`?text=`) and search words (`?query=`) in a
 * logged URL are replaced by `[redacted]`, as one-time codes already were; other parameters (ids,
 * paging) stay readable. The log is captured from the real pino logger at production settings
 * (where one-time codes are never logged either).
 */
import t from 'tap';
import { PassThrough } from 'node:stream';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';

t.teardown(closeTestDatabase);

t.test('mobile numbers, comment texts and search words in query strings never reach the log', async (t) => {
  const stream = new PassThrough();
  let log = '';
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const { app, database } = await buildTestApp(t, { env: 'production', logLevel: 'info' }, { logStream: stream });
  const user = await createUser(database.db);
  await createQuestions(database.db, [{ correctAnswer: 'A' }]);
  const client = new TestClient(app);
  const https = { 'x-forwarded-proto': 'https' }; // production cookies are Secure: as through the TLS proxy
  const login = await client.post('/perform-login', { payload: { username: user.username, password: user.password }, headers: https });
  t.equal(login.statusCode, 200, 'logged in');

  const secrets = ['9876543210', 'Sunita', 'embarrassing', 'divorce'];
  const requests = [
    '/public/sendOtp?number=9876543210',
    `/api/addComment?questionId=1&text=${encodeURIComponent('My name is Sunita and this is embarrassing')}`,
    `/api/search?query=${encodeURIComponent('divorce lawyer')}&limit=5`,
    `/api/getCommentsbyId?id=1&ref=${encodeURIComponent('+91 98765 43210')}`,
  ];
  for (const url of requests) {
    const res = await client.request({ method: url.includes('sendOtp') || url.includes('addComment') ? 'POST' : 'GET', url, headers: https });
    t.not(res.statusCode, 500, `${url.split('?')[0]}: answered ${res.statusCode}`);
  }
  const lines = log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { req?: { url?: string } });
  const urls = lines.flatMap((line) => (line.req?.url ? [line.req.url] : []));
  t.ok(urls.length >= requests.length, `${urls.length} request lines logged`);
  for (const secret of [...secrets, '98765%2043210', encodeURIComponent('+91 98765 43210')]) t.notOk(log.includes(secret), `"${secret}" is not in the log`);
  t.ok(urls.includes('/public/sendOtp?number=[redacted]'), 'the number parameter is masked');
  t.ok(urls.includes('/api/addComment?questionId=1&text=[redacted]'), 'the comment text is masked, the question id kept');
  t.ok(urls.includes('/api/search?query=[redacted]&limit=5'), 'search words are masked, paging kept');
  t.ok(urls.includes('/api/getCommentsbyId?id=1&ref=[redacted]'), 'a phone-number-like value is masked under any name');
});
