/**
 * V8 flags `npm start` gives the server process, by PROCESS_ROLE.
 *
 * A process that runs queue workers (`worker`, `all`) gets a 64 MB young generation
 * (`--max-semi-space-size=64`, Node 20's default is 16 MB): streaming a large Excel import makes
 * short-lived objects faster than a small young generation can let them die, so they are promoted
 * and the old generation grows until a late full collection. Measured by `npm run bench -- import`
 * at 100,000 rows (fourteen-column data): peak RSS growth 116-145 MB with the flag, 295 MB with a
 * 32 MB young generation (docs/benchmarks.md, import).
 *
 * @param {string | undefined} role PROCESS_ROLE (`api`, `worker` or `all`; unset means `all`)
 * @returns {string[]} flags for `node`
 */
export function serverNodeFlags(role) {
  return role === 'api' ? [] : ['--max-semi-space-size=64'];
}
