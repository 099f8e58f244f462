/**
 * Errors of a benchmark run: answers that should not have happened (a non-2xx status where none
 * was expected, a failed request, a lost message, an exception). Each step records what it saw
 * with `recordErrors`; `npm run bench` exits 1 when any step recorded one (scripts/bench/run.ts).
 * A missed performance target is not an error: steps print it as a verdict.
 */

const recorded: Array<{ step: string; count: number; detail: string }> = [];

/** Records `count` errors of `step` (nothing when 0), with what they were. */
export function recordErrors(step: string, count: number, detail = ''): void {
  if (count > 0) recorded.push({ step, count, detail });
}

/** Runs `step`; an exception it throws is recorded as one error of `name` (and printed), not thrown. */
export async function guarded(name: string, step: () => unknown): Promise<void> {
  try {
    await step();
  } catch (error) {
    console.error(`\n${name}: failed: ${(error as Error).stack ?? String(error)}`);
    recordErrors(name, 1, (error as Error).message);
  }
}

/** Prints every recorded error and answers the exit status: 0 without errors, else 1. */
export function errorSummary(): number {
  if (recorded.length === 0) {
    console.log('\nbench: no errors');
    return 0;
  }
  console.log(`\nbench: errors in ${recorded.length} step(s), exit status 1:`);
  for (const { step, count, detail } of recorded) console.log(`  ${step}: ${count}${detail ? ` (${detail.slice(0, 300)})` : ''}`);
  return 1;
}
