import t from 'tap';
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { parse as parseContentDisposition } from 'content-disposition';
import { count } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Resource } from '@common/api/resources.ts';
import type { Database } from '../../server/db/client.ts';
import { resources } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { minimalPdf, pdfOfSize } from '../helpers/pdf.ts';
import { multipartBody, type MultipartPart } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2c5b0b30000000049454e44ae426082', 'hex');

async function loggedIn(app: FastifyInstance, db: Database, name?: string) {
  const user = await createUser(db, name ? { name } : {});
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

async function storedCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resources);
  return row?.n ?? 0;
}

/** A `pdfFile` part. */
const filePart = (data: Buffer, fileName = 'notes.pdf', type = 'application/pdf'): MultipartPart => ({ name: 'pdfFile', value: data, fileName, type });
const descriptionPart = (value: string): MultipartPart => ({ name: 'description', value });

async function upload(client: TestClient, parts: MultipartPart[], options: { bare?: boolean } = {}) {
  const { payload, headers } = await multipartBody(parts);
  return client.post('/api/uploadPdf', { payload, headers, bare: options.bare });
}

/** A multipart body written by hand, for part headers FormData would not send. */
function rawMultipart(parts: Array<{ disposition: string; type?: string; body: Buffer | string }>) {
  const boundary = 'test-boundary-7d1d52';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headers = [`Content-Disposition: ${part.disposition}`, ...(part.type ? [`Content-Type: ${part.type}`] : [])];
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

t.test('a real PDF uploads, lists and downloads byte for byte with safe headers', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { user, client } = await loggedIn(app, database.db, 'Asha Verma');
  const pdf = minimalPdf('CAT quant formulas');

  const res = await upload(client, [filePart(pdf, 'Quant formulas.pdf'), descriptionPart('  Every formula for CAT quant  ')]);
  t.equal(res.statusCode, 201, res.body);
  const created = res.json() as Resource;
  t.same(Object.keys(created).sort(), ['createdAt', 'description', 'fileName', 'id', 'sizeBytes', 'title', 'uploadedBy'], 'only these fields, no bytes');
  t.equal(created.fileName, 'Quant formulas.pdf');
  t.equal(created.description, 'Every formula for CAT quant', 'description trimmed');
  t.equal(created.sizeBytes, pdf.length);
  t.same(created.uploadedBy, { id: user.id, name: 'Asha Verma', userType: 'Student' });
  t.ok(!Number.isNaN(Date.parse(created.createdAt)) && created.createdAt.endsWith('Z'), 'ISO 8601 UTC timestamp');

  const download = await client.get(`/api/downloadResource/${created.id}`);
  t.equal(download.statusCode, 200);
  t.equal(sha256(download.rawPayload), sha256(pdf), 'downloaded bytes are the uploaded bytes');
  t.equal(download.headers['content-type'], 'application/pdf');
  t.equal(download.headers['content-length'], String(pdf.length));
  t.equal(download.headers['x-content-type-options'], 'nosniff');
  const disposition = parseContentDisposition(String(download.headers['content-disposition']));
  t.equal(disposition.type, 'attachment');
  t.equal(disposition.parameters.filename, 'Quant formulas.pdf');
});

t.test('the description may come before or after the file', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const before = await upload(client, [descriptionPart('Sent first'), filePart(minimalPdf(), 'first.pdf')]);
  t.equal(before.statusCode, 201, before.body);
  t.equal((before.json() as Resource).description, 'Sent first');
  const after = await upload(client, [filePart(minimalPdf(), 'second.pdf'), descriptionPart('Sent last')]);
  t.equal(after.statusCode, 201, after.body);
  t.equal((after.json() as Resource).description, 'Sent last');
  t.equal(await storedCount(database.db), 2);
});

t.test('a file is a PDF by its content, not its name or declared type', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);

  const png = await upload(client, [filePart(pngBytes, 'x.pdf', 'application/pdf'), descriptionPart('Looks like a PDF')]);
  t.equal(png.statusCode, 400);
  t.equal(png.json().message, messages.resources.pdfOnly);

  const empty = await upload(client, [filePart(Buffer.alloc(0), 'empty.pdf'), descriptionPart('Nothing inside')]);
  t.equal(empty.statusCode, 400);
  t.equal(empty.json().message, messages.resources.pdfOnly);

  const lateHeader = await upload(client, [filePart(Buffer.from(' %PDF-1.4 not at the start'), 'late.pdf'), descriptionPart('Header not first')]);
  t.equal(lateHeader.json().message, messages.resources.pdfOnly);

  const renamed = await upload(client, [filePart(minimalPdf(), 'scan.bin', 'application/octet-stream'), descriptionPart('A PDF by another name')]);
  t.equal(renamed.statusCode, 201, 'a real PDF with another name and type is accepted');
  t.equal(await storedCount(database.db), 1, 'only the real PDF was stored');
});

t.test('size: exactly 3 MB is accepted, 3 MB + 1 byte is refused with 413 and nothing is stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);

  const tooBig = await upload(client, [descriptionPart('One byte too many'), filePart(pdfOfSize(limits.resourceMaxBytes + 1), 'big.pdf')]);
  t.equal(tooBig.statusCode, 413);
  t.equal(tooBig.json().message, messages.resources.tooLarge);
  t.equal(await storedCount(database.db), 0, 'nothing stored');

  const exact = pdfOfSize(limits.resourceMaxBytes);
  const ok = await upload(client, [filePart(exact, 'exact.pdf'), descriptionPart('Exactly 3 MB')]);
  t.equal(ok.statusCode, 201, ok.body);
  const created = ok.json() as Resource;
  t.equal(created.sizeBytes, limits.resourceMaxBytes);
  const download = await client.get(`/api/downloadResource/${created.id}`);
  t.equal(sha256(download.rawPayload), sha256(exact), 'the 3 MB file comes back whole');
});

t.test('an oversized upload is refused while it is still arriving', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);

  const boundary = 'stream-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nHuge\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="pdfFile"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const declaredFileBytes = 100 * 1024 * 1024; // announced, never sent in full
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes(messages.resources.tooLarge)) resolve();
    });
  });
  socket.write(
    `POST /api/uploadPdf HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${client.cookie}\r\nX-Requested-With: XMLHttpRequest\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + declaredFileBytes + tail.length}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(Buffer.from('%PDF-1.4\n'));
  // Send up to 1 MB past the cap in 64 kB chunks, stopping at the answer: it must come without the rest.
  let sent = 9;
  let done = false;
  void answered.then(() => (done = true));
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const started = Date.now();
  while (!done && sent < limits.resourceMaxBytes + 1024 * 1024) {
    if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), answered]);
    sent += chunk.length;
  }
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  t.not(await Promise.race([answered, timeout]), 'timeout', `answered after at most ${sent} of ${declaredFileBytes} announced bytes`);
  t.ok(Date.now() - started < 10_000, `answered within ${Date.now() - started} ms`);
  socket.destroy();
  t.match(answer, /^HTTP\/1\.1 413 /, '413 Payload Too Large');
  t.equal(await storedCount(database.db), 0, 'nothing stored');
  // The server reads on (discarding) after its answer, so it notices the client left.
  const openConnections = () => new Promise<number>((resolve) => app.server.getConnections((_error, n) => resolve(n)));
  const deadline = Date.now() + 5000;
  while ((await openConnections()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  t.equal(await openConnections(), 0, 'the refused connection is not left hanging');
});

t.test('description is required, bounded, and checked before anything is stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const cases: Array<[string, MultipartPart[], string]> = [
    ['missing', [filePart(minimalPdf())], messages.resources.descriptionRequired],
    ['blank', [filePart(minimalPdf()), descriptionPart('   \n\t ')], messages.resources.descriptionRequired],
    ['too long', [descriptionPart('x'.repeat(limits.resourceDescriptionMax + 1)), filePart(minimalPdf())], messages.resources.descriptionTooLong],
    ['far too long for the field limit', [filePart(minimalPdf()), descriptionPart('x'.repeat(100_000))], messages.resources.descriptionTooLong],
    ['with a NUL character', [filePart(minimalPdf()), descriptionPart('bad\u0000text')], messages.validation.nulCharacter],
  ];
  for (const [label, parts, message] of cases) {
    const res = await upload(client, parts);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, message, `${label}: message`);
  }
  const longest = await upload(client, [filePart(minimalPdf()), descriptionPart('प'.repeat(limits.resourceDescriptionMax))]);
  t.equal(longest.statusCode, 201, 'the longest description (multi-byte characters) is accepted');
  t.equal(await storedCount(database.db), 1, 'only the valid upload was stored');
});

t.test('a file is required', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const noFile = await upload(client, [descriptionPart('Where is the file?')]);
  t.equal(noFile.statusCode, 400);
  t.equal(noFile.json().message, messages.resources.fileRequired);
  const wrongField = await upload(client, [{ name: 'file', value: minimalPdf(), fileName: 'a.pdf', type: 'application/pdf' }, descriptionPart('Wrong field name')]);
  t.equal(wrongField.statusCode, 400);
  t.equal(wrongField.json().message, messages.resources.fileRequired);
  const json = await client.post('/api/uploadPdf', { payload: { description: 'no multipart' } });
  t.equal(json.statusCode, 400);
  t.equal(json.json().message, messages.resources.fileRequired);
  t.equal(await storedCount(database.db), 0);
});

t.test('hostile file names are kept for display and round-trip safely in Content-Disposition', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);

  // What a browser sends for a file the user named `evil "quoted"<CR><LF>next प्रश्न 😀.pdf` in a
  // Windows folder: quotes and line breaks percent-encoded (HTML's multipart/form-data rules).
  const cases: Array<[string, string]> = [
    ['..\\..\\evil %22quoted%22%0D%0Anext प्रश्न 😀.pdf', 'evil "quoted" next प्रश्न 😀.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['प्रश्न.pdf', 'प्रश्न.pdf'],
    ['\u202Efdp.exe', 'fdp.exe.pdf'],
    ['...', 'document.pdf'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(limits.resourceFileNameMax - 4)}.pdf`],
  ];
  for (const [sent, expected] of cases) {
    const body = rawMultipart([
      { disposition: `form-data; name="pdfFile"; filename="${sent}"`, type: 'application/pdf', body: minimalPdf() },
      { disposition: 'form-data; name="description"', body: 'Hostile name' },
    ]);
    const res = await client.post('/api/uploadPdf', body);
    t.equal(res.statusCode, 201, `${JSON.stringify(sent)}: ${res.body}`);
    const created = res.json() as Resource;
    t.equal(created.fileName, expected, `${JSON.stringify(sent)} is stored as ${JSON.stringify(expected)}`);

    const download = await client.get(`/api/downloadResource/${created.id}`);
    const header = String(download.headers['content-disposition']);
    // eslint-disable-next-line no-control-regex -- the point is to find control characters
    t.notMatch(header, /[\r\n\u0000]/, 'no control characters in the header');
    t.match(header, /^[\x20-\x7E]+$/, 'the header is plain ASCII');
    const parsed = parseContentDisposition(header);
    t.equal(parsed.type, 'attachment');
    t.equal(parsed.parameters.filename, expected, 'the name a browser saves under is the stored name');
  }

  // A quote written raw (backslash-escaped in the part header) survives too.
  const quoted = rawMultipart([
    { disposition: 'form-data; name="pdfFile"; filename="say \\"hi\\".pdf"', type: 'application/pdf', body: minimalPdf() },
    { disposition: 'form-data; name="description"', body: 'Quoted' },
  ]);
  const res = await client.post('/api/uploadPdf', quoted);
  t.equal(res.statusCode, 201, res.body);
  const download = await client.get(`/api/downloadResource/${(res.json() as Resource).id}`);
  t.equal(parseContentDisposition(String(download.headers['content-disposition'])).parameters.filename, (res.json() as Resource).fileName);
});

t.test('the list: newest first, bounded, uploader shown, never the bytes', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client: first } = await loggedIn(app, database.db, 'First Uploader');
  const { user: second, client: secondClient } = await loggedIn(app, database.db, 'Second Uploader');
  for (const [client, name] of [[first, 'one.pdf'], [secondClient, 'two.pdf'], [first, 'three.pdf']] as const) {
    const res = await upload(client, [filePart(minimalPdf(name.replace('.pdf', '')), name), descriptionPart(`About ${name}`)]);
    t.equal(res.statusCode, 201, res.body);
  }

  const list = await first.get('/api/getResources');
  t.equal(list.statusCode, 200);
  t.equal(list.headers['x-total-count'], '3');
  const items = list.json() as Resource[];
  t.same(items.map((item) => item.fileName), ['three.pdf', 'two.pdf', 'one.pdf'], 'newest first');
  for (const item of items) t.same(Object.keys(item).sort(), ['createdAt', 'description', 'fileName', 'id', 'sizeBytes', 'title', 'uploadedBy']);
  t.same(items[1]!.uploadedBy, { id: second.id, name: 'Second Uploader', userType: 'Student' });
  t.equal(items[1]!.description, 'About two.pdf');
  t.notMatch(list.body, /%PDF|"data"/, 'no file bytes in the list');

  const page = await first.get('/api/getResources?limit=1&offset=1');
  t.same((page.json() as Resource[]).map((item) => item.fileName), ['two.pdf']);
  t.equal(page.headers['x-total-count'], '3');
  t.equal((await first.get('/api/getResources?limit=1000')).statusCode, 400, 'limit is bounded');
});

t.test('download: 404 for an unknown id, 400 for a bad one', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const missing = await client.get('/api/downloadResource/999');
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, messages.resources.notFound);
  for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
    const res = await client.get(`/api/downloadResource/${bad}`);
    t.equal(res.statusCode, 400, `${bad}: 400`);
  }
});

t.test('logged out: 401 everywhere; no X-Requested-With: 403', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const created = (await upload(client, [filePart(minimalPdf()), descriptionPart('Mine')])).json() as Resource;

  const anonymous = new TestClient(app);
  const anonymousUpload = await upload(anonymous, [filePart(minimalPdf()), descriptionPart('Anonymous')]);
  t.equal(anonymousUpload.statusCode, 401);
  t.equal(anonymousUpload.json().message, messages.auth.loginRequired);
  t.equal((await anonymous.get('/api/getResources')).statusCode, 401);
  t.equal((await anonymous.get(`/api/downloadResource/${created.id}`)).statusCode, 401);

  const forged = await upload(client, [filePart(minimalPdf()), descriptionPart('Forged')], { bare: true });
  t.equal(forged.statusCode, 403);
  t.equal(forged.json().message, messages.auth.missingRequestedWith);
  t.equal(await storedCount(database.db), 1, 'neither was stored');
});
