/**
 * One chunk for the app's shared UI code that the lazily loaded pages use (build option of
 * web/vite.config.ts). Left to the bundler, every module shared by a different set of pages
 * became its own file of 1-3 KB, and a page needed 25-30 of them: a phone's browser fetches a
 * handful at a time over HTTP/1.1, so their round trips (150 ms each on a slow mobile network)
 * decided when the page appeared. Modules the entry (web/src/main.tsx) loads are left out, so the
 * first page stays as it was.
 */
type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo };

/**
 * What the shared chunk may take: our UI and helpers, and the date library they use; not the
 * Markdown renderer and the editor, which stay loaded on demand (they are large), nor
 * lib/zod.ts, which must run before zod defines any schema (moved away from zod, it ran after,
 * and zod's eval probe broke the CSP: test/security/csp-browser.test.ts).
 */
const sharable = /[\\/]web[\\/]src[\\/](ui|lib)[\\/]|[\\/]node_modules[\\/]date-fns[\\/]/;
const onDemand = /[\\/]web[\\/]src[\\/](ui[\\/](markdown|editor)[\\/]|lib[\\/]zod\.ts$)/;

/** Every module reachable from `entry` through static imports. */
function staticallyReachable(entry: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const id of context.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return seen;
}

/** The `output.codeSplitting` group: `shared` for sharable modules the entry does not load, else none. */
export function sharedPageCode(entry: string) {
  let eager: Set<string> | undefined;
  return {
    name(moduleId: string, context: ChunkingContext): string | null {
      if (!sharable.test(moduleId) || onDemand.test(moduleId)) return null;
      eager ??= staticallyReachable(entry, context);
      return eager.has(moduleId) ? null : 'shared';
    },
  };
}
