/**
 * Delivery of the built web app (contract section 7.8), over the real build in dist/web (built
 * first when missing or stale): brotli for clients that accept it, gzip for those that accept only
 * gzip, the plain file otherwise; hashed files under /assets/ immutable for a year; index.html
 * (also as the deep-link fallback) `no-cache`; no source map written or served; and the first
 * page (everything index.html loads) at most 170 KB of compressed JS + CSS.
 */
import t from 'tap';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { webCacheControl, webDistDir } from '../../server/plugins/web.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { ensureWebBuilt, firstPageAssets } from '../helpers/webBuild.ts';

t.teardown(closeTestDatabase);

/** Contract section 7.8: the first page's compressed JS + CSS budget, in bytes (170 KB, counted as 170,000). */
const firstPageBudget = 170_000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

ensureWebBuilt();

t.test('hashed assets: brotli, gzip or plain as the client accepts, immutable for a year', async (t) => {
  const { app } = await buildTestApp(t, {}, { webDistDir });
  const assets = firstPageAssets();
  t.ok(assets.some((asset) => asset.kind === 'js') && assets.some((asset) => asset.kind === 'css'), 'index.html loads JS and CSS');
  for (const asset of assets) {
    const plain = readFileSync(join(webDistDir, asset.path));
    if (asset.bytes >= 1024) t.ok(asset.precompressed, `${asset.path}: the build wrote .br and .gz copies`);
    const get = (acceptEncoding?: string) =>
      app.inject({ method: 'GET', url: asset.path, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

    const br = await get('gzip, deflate, br');
    t.equal(br.statusCode, 200, `${asset.path} is served`);
    t.equal(br.headers['cache-control'], webCacheControl.hashed, `${asset.path}: ${webCacheControl.hashed}`);
    t.match(br.headers['vary'], /accept-encoding/i, `${asset.path}: Vary: Accept-Encoding`);
    t.match(br.headers['content-type'], asset.kind === 'js' ? /javascript/ : /text\/css/, `${asset.path}: its own content type`);
    if (!asset.precompressed) continue;
    t.equal(br.headers['content-encoding'], 'br', `${asset.path}: brotli when accepted`);
    t.ok(brotliDecompressSync(br.rawPayload).equals(plain), `${asset.path}: the brotli body is the file`);

    const gzip = await get('gzip');
    t.equal(gzip.headers['content-encoding'], 'gzip', `${asset.path}: gzip when only gzip is accepted`);
    t.ok(gunzipSync(gzip.rawPayload).equals(plain), `${asset.path}: the gzip body is the file`);
    t.equal(gzip.headers['cache-control'], webCacheControl.hashed);

    for (const acceptEncoding of [undefined, 'identity']) {
      const identity = await get(acceptEncoding);
      t.equal(identity.headers['content-encoding'], undefined, `${asset.path}: plain for Accept-Encoding ${acceptEncoding ?? '(none)'}`);
      t.ok(identity.rawPayload.equals(plain), `${asset.path}: the plain body is the file`);
      t.equal(identity.headers['cache-control'], webCacheControl.hashed);
    }
  }
});

t.test('index.html, directly and as the deep-link fallback, is no-cache', async (t) => {
  const { app } = await buildTestApp(t, {}, { webDistDir });
  const html = readFileSync(join(webDistDir, 'index.html'));
  for (const url of ['/', '/index.html', '/questions/42', '/forum/3/post/9?from=search', '/no/such/page']) {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      t.equal(res.statusCode, 200, `${url} (${acceptEncoding}) answers index.html`);
      t.match(res.headers['content-type'], /text\/html/);
      t.equal(res.headers['cache-control'], webCacheControl.index, `${url} (${acceptEncoding}): Cache-Control: no-cache`);
      const encoding = res.headers['content-encoding'];
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      t.ok(body.equals(html), `${url} (${acceptEncoding}): the body is index.html`);
      if (acceptEncoding === 'identity') t.equal(encoding, undefined, 'plain when nothing compressed is accepted');
    }
  }
  const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
  t.equal(favicon.statusCode, 200);
  t.equal(favicon.headers['cache-control'], webCacheControl.other, 'unhashed files: kept an hour');
  const missing = await app.inject({ method: 'GET', url: '/assets/index-missing.js' });
  t.equal(missing.statusCode, 404, 'a missing hashed file is a 404, not index.html');
});

t.test('no source maps: the build writes none and the server serves none', async (t) => {
  t.same(
    filesUnder(webDistDir).filter((file) => file.endsWith('.map')),
    [],
    'dist/web holds no .map file',
  );
  t.notMatch(readFileSync(join(webDistDir, firstPageAssets().find((asset) => asset.kind === 'js')!.path)).toString(), /sourceMappingURL/, 'the entry names no source map');

  // A source map left in a build folder (say, a debugging build) is still not served.
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1);\n//# sourceMappingURL=app-abc123.js.map\n');
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"],"mappings":""}');
  writeFileSync(join(dir, 'app.js.map'), '{"version":3,"sources":["secret.ts"],"mappings":""}');
  const { app } = await buildTestApp(t, { env: 'production' }, { webDistDir: dir });
  t.equal((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode, 200, 'the script is served');
  for (const url of ['/assets/app-abc123.js.map', '/app.js.map', '/assets/app-abc123.js.map?x=1']) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    t.equal(res.statusCode, 404, `${url}: 404`);
    t.notMatch(res.body, /secret\.ts/, `${url}: the map is not in the answer`);
  }
});

t.test('the first page is at most 170 KB of compressed JS + CSS', async (t) => {
  const assets = firstPageAssets();
  const total = (key: 'brotliBytes' | 'gzipBytes') => assets.reduce((sum, asset) => sum + asset[key], 0);
  const listing = assets.map((asset) => `${asset.path} ${asset.brotliBytes}`).join(', ');
  t.ok(total('brotliBytes') <= firstPageBudget, `brotli: ${total('brotliBytes')} bytes <= ${firstPageBudget} (${listing})`);
  t.ok(total('gzipBytes') <= firstPageBudget, `gzip (clients without brotli): ${total('gzipBytes')} bytes <= ${firstPageBudget}`);
});

t.test('installable (contract 8.5): the manifest and the service worker, no-cache, and a precache under 1.5 MB', async (t) => {
  const { app } = await buildTestApp(t, {}, { webDistDir });
  const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  t.equal(manifest.statusCode, 200);
  t.match(manifest.headers['content-type'], /^application\/manifest\+json/);
  t.equal(manifest.headers['cache-control'], webCacheControl.index);
  const body = manifest.json();
  t.match(body, { name: String, short_name: String, start_url: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = body.icons.find((entry: { sizes: string; purpose?: string }) => entry.sizes === size && entry.purpose !== 'maskable');
    t.ok(icon, `an icon of ${size}`);
    const png = await app.inject({ method: 'GET', url: icon.src });
    t.equal(png.statusCode, 200);
    t.equal(png.headers['content-type'], 'image/png');
    t.equal(png.rawPayload.readUInt32BE(16), Number(size.split('x')[0]), 'the PNG is that wide');
  }
  const sw = await app.inject({ method: 'GET', url: '/sw.js' });
  t.equal(sw.statusCode, 200);
  t.match(sw.headers['content-type'], /javascript/);
  t.equal(sw.headers['cache-control'], webCacheControl.index, 'the worker is revalidated on every check');
  const index = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  t.notMatch(index, /<script>(?!<\/script>)/, 'no inline script (the CSP has none)');
  // The precache: every URL in the worker's manifest, as the worker downloads it (brotli copies).
  const entries = [...sw.body.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  t.ok(entries.includes('index.html'), 'the shell is precached');
  t.notOk(entries.some((url) => /\.(br|gz|map)$/.test(url)), 'no compressed copies or maps');
  const wire = entries.reduce((sum, url) => {
    const path = join(webDistDir, url);
    try {
      return sum + readFileSync(`${path}.br`).length;
    } catch {
      return sum + readFileSync(path).length;
    }
  }, 0);
  t.ok(wire < 1_500_000, `the precache downloads ${wire} bytes < 1.5 MB`);
});
