/**
 * POST /api/images and GET /api/images/{id} (contract section 7.1 "Rich text and images") on
 * the real database and Redis.
 *
 * The server recognises an image by its signature (server/features/images/images.file.ts):
 * PNG's 8-byte signature, JPEG's FF D8 FF, "GIF87a"/"GIF89a", and "RIFF" + 4 bytes + "WEBP", and
 * reads its dimensions from its header (contract 8.6: at most 10,000 pixels a side and 40
 * megapixels). So the PNG fixture is a complete 1x1 image, and the JPEG, GIF and WebP fixtures are
 * headers (built here) followed by filler bytes (not decodable images), which is all the check looks at.
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
/** A PNG signature and IHDR chunk declaring `width` x `height` (CRC not computed: nothing reads it before decoding). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return Buffer.concat([png.subarray(0, 8), ihdr, Buffer.from('0000000049454e44ae426082', 'hex')]);
}
/** A JPEG: SOI, a JFIF APP0 segment, a baseline SOF0 declaring `width` x `height`, EOI. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}
/** A GIF89a logical screen of `width` x `height` (16-bit little-endian each). */
function gifHeader(width: number, height: number): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return headed(head, 48);
}
/** An extended WebP (VP8X chunk) canvas of `width` x `height` (24-bit little-endian, minus one). */
function webpHeader(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'latin1');
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunk]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}
const jpeg = jpegHeader(2, 1);
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

t.test('dimensions: more than 10,000 pixels on a side or 40 megapixels is refused with 400 and nothing stored (contract 8.6)', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);
  const refused: Array<[string, Buffer]> = [
    ['PNG 2^31 x 2^31', pngHeader(2 ** 31, 2 ** 31)],
    ['PNG 20000 x 20000 (1.6 GB decoded)', pngHeader(20_000, 20_000)],
    ['PNG 10001 x 1 (a side)', pngHeader(10_001, 1)],
    ['PNG 1 x 10001 (a side)', pngHeader(1, 10_001)],
    ['PNG 8000 x 6000 (48 megapixels)', pngHeader(8000, 6000)],
    ['JPEG 20000 x 20000', jpegHeader(20_000, 20_000)],
    ['JPEG 65535 x 65535', jpegHeader(65_535, 65_535)],
    ['JPEG 8000 x 6000', jpegHeader(8000, 6000)],
    ['GIF 10001 x 10', gifHeader(10_001, 10)],
    ['GIF 7000 x 7000', gifHeader(7000, 7000)],
    ['WebP 16384 x 16384', webpHeader(16_384, 16_384)],
    ['WebP 9000 x 9000', webpHeader(9000, 9000)],
  ];
  for (const [label, data] of refused) {
    const res = await upload(client, [imagePart(data)]);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.same(res.json(), { statusCode: 400, error: 'Bad Request', message: messages.images.tooManyPixels }, `${label}: says why`);
  }
  const unreadable: Array<[string, Buffer]> = [
    ['a PNG signature without its header', png.subarray(0, 12)],
    ['a JPEG without a frame header', headed(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), 64)],
  ];
  for (const [label, data] of unreadable) {
    const res = await upload(client, [imagePart(data)]);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, messages.images.notImage, `${label}: not an image`);
  }
  t.equal(await storedCount(database.db), 0, 'nothing stored');

  const accepted: Array<[string, Buffer]> = [
    ['PNG 10000 x 4000 (exactly 40 megapixels)', pngHeader(10_000, 4000)],
    ['PNG 4000 x 10000', pngHeader(4000, 10_000)],
    ['JPEG 6000 x 4000', jpegHeader(6000, 4000)],
    ['GIF 640 x 480', gifHeader(640, 480)],
    ['WebP 10000 x 4000', webpHeader(10_000, 4000)],
  ];
  for (const [label, data] of accepted) {
    const res = await upload(client, [imagePart(data)]);
    t.equal(res.statusCode, 201, `${label}: 201 ${res.body}`);
  }
  t.equal(await storedCount(database.db), accepted.length, 'the ones within the limits are stored');
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
