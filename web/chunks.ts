/**
 * A few chunks for the app's shared UI code that the lazily loaded pages use (build option of
 * web/vite.config.ts). Left to the bundler, every module shared by a different set of pages
 * became its own file of 1-3 KB, and a page needed 25-30 of them: a phone's browser fetches a
 * handful at a time over HTTP/1.1, so their round trips (150 ms each on a slow mobile network)
 * decided when the page appeared. Modules the entry (web/src/main.tsx) loads are left out, so the
 * first page stays as it was.
 *
 * They are grouped by what their modules need beyond the entry (see `sharedPageCode`): with one
 * chunk for all, loading it for one small helper (the offline outbox, a date format) brought every
 * file its other modules import: the Markdown parser, the editor and zod came with it to the home
 * page, 200 KB before the page's own file.
 */
type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo };

/**
 * What the shared chunks may take: our UI and helpers, the shapes and rules of common/, and the
 * small libraries they use (dates, IndexedDB, decimals); not the Markdown renderer and the editor, which stay loaded on demand
 * (they are large), nor lib/zod.ts, which must run before zod defines any schema (moved away from
 * zod, it ran after, and zod's eval probe broke the CSP: test/security/csp-browser.test.ts).
 */
const sharable = /[\\/]web[\\/]src[\\/](ui|lib)[\\/]|[\\/]common[\\/]|[\\/]node_modules[\\/](date-fns|idb|big\.js)[\\/]/;
const onDemand = /[\\/]web[\\/]src[\\/](ui[\\/](markdown|editor)[\\/]|lib[\\/]zod\.ts$)/;

/** Every module reachable from `entry` through static imports (not walking past the modules of `stop`). */
function staticallyReachable(entry: string, context: ChunkingContext, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const id of context.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (!seen.has(id) && !stop.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return seen;
}

/**
 * What a module outside the entry and the shared chunks is, as part of a chunk name: `content`
 * (what renders or reads user text: the Markdown renderer and parser, link detection), `editor`,
 * `forms` (zod, with lib/zod.ts, and the form library), or a package by its name.
 */
function kind(moduleId: string): string {
  if (/[\\/]web[\\/]src[\\/]ui[\\/]markdown[\\/]|[\\/]node_modules[\\/](micromark|mdast-util|linkifyjs)/.test(moduleId)) return 'content';
  if (/[\\/]web[\\/]src[\\/]ui[\\/]editor[\\/]/.test(moduleId)) return 'editor';
  if (/[\\/]web[\\/]src[\\/]lib[\\/]zod\.ts$|[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/.test(moduleId)) return 'forms';
  const packageName = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/.exec(moduleId)?.[1];
  return packageName ? packageName.replace(/^@/, '').replace(/[\\/]/g, '_') : 'other';
}

/**
 * The `output.codeSplitting` group of a module: none for modules the entry loads or that are not
 * sharable; otherwise `shared`, or `shared-<kinds>` when it (through static imports) needs code of
 * those kinds outside the entry and the shared chunks (e.g. `shared-markdown` for what shows user
 * text). So each shared chunk is closed under static imports but for the kinds its name says, and
 * loading it for one helper brings nothing else: a page that shows no user text does not download
 * the Markdown parser because a shared module of another page needs it.
 */
export function sharedPageCode(entry: string) {
  let eager: Set<string> | undefined;
  const candidate = (moduleId: string) => sharable.test(moduleId) && !onDemand.test(moduleId);
  /** Module id -> its group name. */
  const groups = new Map<string, string>();
  return {
    name(moduleId: string, context: ChunkingContext): string | null {
      eager ??= staticallyReachable(entry, context);
      if (eager.has(moduleId) || !candidate(moduleId)) return null;
      let group = groups.get(moduleId);
      if (group === undefined) {
        const kinds = new Set<string>();
        const seen = new Set<string>([moduleId]);
        const queue = [moduleId];
        while (queue.length > 0) {
          for (const id of context.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
            if (seen.has(id) || eager.has(id)) continue;
            seen.add(id);
            if (candidate(id)) queue.push(id);
            else kinds.add(kind(id));
          }
        }
        group = ['shared', ...[...kinds].sort()].join('-');
        groups.set(moduleId, group);
      }
      return group;
    },
  };
}
