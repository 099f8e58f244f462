/**
 * POST /api/images and GET /api/images/{id} (contract section 7.1 "Rich text and images") on
 * the real database and Redis.
 *
 * The server recognises an image by its signature only (server/features/images/images.file.ts):
 * PNG's 8-byte signature, JPEG's FF D8 FF, "GIF87a"/"GIF89a", and "RIFF" + 4 bytes + "WEBP". So
 * the PNG fixture is a complete 1x1 image, and the JPEG, GIF and WebP fixtures are those
 * signatures followed by filler bytes (not decodable images), which is all the check looks at.
 * Covered: each type round-trips byte-identical (sha256) with its content type, the cache and
 * nosniff headers and without a session; SVG (also named .png / declared image/png), a PDF, a
 * text file, an empty file, no `image` part and a body that is not multipart -> 400 and nothing
 * stored; 1 MB + 1 byte -> 413 and nothing stored, also refused while still arriving with the
 * connection released; exactly 1 MB accepted; anonymous 401; no X-Requested-With 403; unknown id
 * 404; malformed id 400.
 */
import t from 'tap';
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { UploadedImage } from '@common/api/images.ts';
import type { Database } from '../../server/db/client.ts';
import { images } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { multipartBody, type MultipartPart } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A complete 1x1 RGBA PNG. */
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2c5b0b30000000049454e44ae426082', 'hex');
/** `size` bytes: `head` then filler. */
const headed = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x41)]);
const jpeg = headed(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), 64);
const gif = headed(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'), 48);
const webp = headed(Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([56, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1')]), 64);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8');

async function loggedIn(app: FastifyInstance, db: Database) {
  const user = await createUser(db, {});
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

async function storedCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(images);
  return row?.n ?? 0;
}

const imagePart = (data: Buffer, fileName = 'figure.png', type = 'image/png'): MultipartPart => ({ name: 'image', value: data, fileName, type });

async function upload(client: TestClient, parts: MultipartPart[], options: { bare?: boolean } = {}) {
  const { payload, headers } = await multipartBody(parts);
  return client.post('/api/images', { payload, headers, bare: options.bare });
}

t.test('each accepted type uploads and comes back byte for byte, publicly, with its type and cache headers', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { user, client } = await loggedIn(app, database.db);
  const anonymous = new TestClient(app);
  const cases: Array<[string, Buffer, string]> = [
    ['image/png', png, 'a.png'],
    ['image/jpeg', jpeg, 'b.jpg'],
    ['image/gif', gif, 'c.gif'],
    ['image/webp', webp, 'd.webp'],
  ];
  for (const [type, data, name] of cases) {
    // The declared type is wrong on purpose: only the bytes count.
    const res = await upload(client, [imagePart(data, name, 'application/octet-stream')]);
    t.equal(res.statusCode, 201, `${type}: ${res.body}`);
    const created = res.json() as UploadedImage;
    t.same(Object.keys(created).sort(), ['id', 'url'], `${type}: only id and url`);
    t.equal(created.url, `/api/images/${created.id}`);

    const got = await anonymous.get(created.url);
    t.equal(got.statusCode, 200, `${type}: served without a session`);
    t.equal(sha256(got.rawPayload), sha256(data), `${type}: the same bytes`);
    t.equal(got.headers['content-type'], type);
    t.equal(got.headers['content-length'], String(data.length));
    t.equal(got.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.equal(got.headers['x-content-type-options'], 'nosniff');
    t.equal(got.headers['set-cookie'], undefined, `${type}: no cookie on a cacheable answer`);
  }
  const rows = await database.db.select({ uploadedBy: images.uploadedBy, sizeBytes: images.sizeBytes, contentType: images.contentType }).from(images);
  t.same(rows.map((row) => row.uploadedBy), cases.map(() => user.id), 'the uploader is recorded');
  t.same(rows.map((row) => row.contentType).sort(), cases.map(([type]) => type).sort(), 'the recognised types are stored');
  t.same(rows.map((row) => row.sizeBytes).sort(), cases.map(([, data]) => data.length).sort());
});

t.test('anything but PNG, JPEG, WebP or GIF by content is refused with 400 and nothing is stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const cases: Array<[string, MultipartPart[]]> = [
    ['SVG', [imagePart(svg, 'x.svg', 'image/svg+xml')]],
    ['SVG named .png, declared image/png', [imagePart(svg, 'x.png', 'image/png')]],
    ['SVG with an XML declaration', [imagePart(Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), svg]), 'x.png')]],
    ['PDF', [imagePart(minimalPdf(), 'x.png', 'image/png')]],
    ['text', [imagePart(Buffer.from('just some text'), 'notes.txt', 'text/plain')]],
    ['empty file', [imagePart(Buffer.alloc(0))]],
    ['PNG signature not at the start', [imagePart(Buffer.concat([Buffer.from(' '), png]))]],
    ['RIFF that is not WebP', [imagePart(headed(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'), 32), 'x.webp', 'image/webp')]],
    ['no image part', [{ name: 'file', value: png, fileName: 'a.png', type: 'image/png' }, { name: 'alt', value: 'text only' }]],
  ];
  for (const [label, parts] of cases) {
    const res = await upload(client, parts);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.same(res.json(), { statusCode: 400, error: 'Bad Request', message: messages.images.notImage }, `${label}: says why`);
  }
  const json = await client.post('/api/images', { payload: { image: 'x' } });
  t.equal(json.statusCode, 400, 'a body that is not multipart: 400');
  t.equal(json.json().message, messages.images.notImage);
  t.equal(await storedCount(database.db), 0, 'nothing stored');
});

t.test('size: 1 MB + 1 byte is refused with 413 and nothing stored; exactly 1 MB is accepted', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);

  const tooBig = await upload(client, [imagePart(headed(png, limits.imageMaxBytes + 1))]);
  t.equal(tooBig.statusCode, 413);
  t.equal(tooBig.json().message, messages.images.tooLarge);
  t.equal(await storedCount(database.db), 0, 'nothing stored');

  const exact = headed(png, limits.imageMaxBytes);
  const ok = await upload(client, [imagePart(exact)]);
  t.equal(ok.statusCode, 201, ok.body);
  const got = await client.get((ok.json() as UploadedImage).url);
  t.equal(sha256(got.rawPayload), sha256(exact), 'the 1 MB image comes back whole');
  t.equal(got.headers['set-cookie'], undefined, 'no cookie on the cacheable answer, with a session either');
  t.equal(await storedCount(database.db), 1);
});

t.test('an oversized image is refused while it is still arriving, and the connection is released', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);

  const boundary = 'image-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const declaredFileBytes = 50 * 1024 * 1024; // announced, never sent in full
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes(messages.images.tooLarge)) resolve();
    });
  });
  socket.write(
    `POST /api/images HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${client.cookie}\r\nX-Requested-With: XMLHttpRequest\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + declaredFileBytes + tail.length}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(png);
  let sent = png.length;
  let done = false;
  void answered.then(() => (done = true));
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  while (!done && sent < limits.imageMaxBytes + 1024 * 1024) {
    if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), answered]);
    sent += chunk.length;
  }
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  t.not(await Promise.race([answered, timeout]), 'timeout', `answered after at most ${sent} of ${declaredFileBytes} announced bytes`);
  socket.destroy();
  t.match(answer, /^HTTP\/1\.1 413 /, '413');
  t.equal(await storedCount(database.db), 0, 'nothing stored');
  const openConnections = () => new Promise<number>((resolve) => app.server.getConnections((_error, n) => resolve(n)));
  const deadline = Date.now() + 5000;
  while ((await openConnections()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  t.equal(await openConnections(), 0, 'the refused connection is not left hanging');
});

t.test('access: anonymous upload 401, no X-Requested-With 403; unknown id 404, malformed id 400', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const anonymous = new TestClient(app);

  const anonymousUpload = await upload(anonymous, [imagePart(png)]);
  t.equal(anonymousUpload.statusCode, 401);
  t.equal(anonymousUpload.json().message, messages.auth.loginRequired);

  const forged = await upload(client, [imagePart(png)], { bare: true });
  t.equal(forged.statusCode, 403);
  t.equal(forged.json().message, messages.auth.missingRequestedWith);
  t.equal(await storedCount(database.db), 0, 'nothing stored');

  const unknown = await anonymous.get('/api/images/999999');
  t.equal(unknown.statusCode, 404);
  t.same(unknown.json(), { statusCode: 404, error: 'Not Found', message: messages.images.notFound });
  for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
    const malformed = await anonymous.get(`/api/images/${id}`);
    t.equal(malformed.statusCode, 400, `${id}: 400`);
    t.equal(malformed.json().statusCode, 400, `${id}: the JSON error shape`);
  }

  const created = (await upload(client, [imagePart(png)])).json() as UploadedImage;
  t.equal((await anonymous.get(created.url)).statusCode, 200, 'the upload works with the header and a session (the test could fail)');
});
