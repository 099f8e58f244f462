/**
 * Callers waiting for a push connection to be up (db/generationPush.ts, plugins/redisTracking.ts):
 * `wait(ms)` resolves true when `settle(true)` is called, false at `settle(false)` or after `ms`.
 */
export function createLiveWaiters() {
  let waiters: ((live: boolean) => void)[] = [];
  return {
    wait(timeoutMs: number): Promise<boolean> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push((live) => {
          clearTimeout(timer);
          resolve(live);
        });
      });
    },
    settle(live: boolean): void {
      const settled = waiters;
      waiters = [];
      for (const resolve of settled) resolve(live);
    },
  };
}
