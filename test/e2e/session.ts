/** Logging a browser context in through the API (the session cookie lands in the context's jar). */
import type { BrowserContext } from 'playwright-core';

export async function logIn(context: BrowserContext, baseUrl: string, user: { username: string; password: string }): Promise<void> {
  const response = await context.request.post(`${baseUrl}/perform-login`, {
    form: { username: user.username, password: user.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (response.status() !== 200) throw new Error(`login failed: ${response.status()}`);
}
