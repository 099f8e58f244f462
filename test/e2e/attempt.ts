/**
 * Shared steps of the browser tests of the attempt page (/attempts/:id): a test created through
 * the API by a new admin and started by a new student, with the page opened in Chromium, and
 * small readers of the page (the palette, the countdown, focus) and of the stored answers.
 */
import type { Test } from 'tap';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { Database } from '../../server/db/client.ts';
import { attemptAnswers } from '../../server/db/schema/index.ts';
import { createUser } from '../helpers/factories.ts';
import { seedBank } from '../helpers/mockTests.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

export const xrw = { 'X-Requested-With': 'XMLHttpRequest' };

export type Bank = Awaited<ReturnType<typeof seedBank>>;
export interface SectionSpec {
  name: string;
  durationSeconds: number;
  questionIds: number[];
}

/**
 * A test created through POST /api/tests by a new admin, started by a new student through POST
 * /api/tests/{id}/attempts. The page accepts the browser's "leave this page?" prompt (the attempt
 * page warns on unload) and records its types in `dialogs`.
 */
export async function setUp(t: Test, options: { workers?: boolean; sections: (bank: Bank) => SectionSpec[]; viewport?: { width: number; height: number } }) {
  const { baseUrl, database } = await serveApp(t, { workers: options.workers ?? false });
  const bank = await seedBank(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const adminContext = await browser.newContext();
  await logIn(adminContext, baseUrl, admin);
  const created = await adminContext.request.post(`${baseUrl}/api/tests`, { headers: xrw, data: { title: 'Mock CAT 1', sections: options.sections(bank) } });
  if (created.status() !== 201) throw new Error(`createTest: ${created.status()} ${await created.text()}`);
  const test = (await created.json()) as { id: number };
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const started = await context.request.post(`${baseUrl}/api/tests/${test.id}/attempts`, { headers: xrw });
  if (started.status() !== 201) throw new Error(`startAttempt: ${started.status()} ${await started.text()}`);
  const attempt = (await started.json()) as { id: number };
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
  /** Call last: the page threw nothing. */
  const noPageErrors = () => t.same(pageErrors, [], 'no uncaught errors in the page');
  return { baseUrl, db: database.db, bank, context, page, attemptId: attempt.id, testId: test.id, noPageErrors, dialogs };
}

/** Presses Tab until the focused element matches `selector` (proving it is reachable by keyboard); fails after `max` presses. */
export async function tabTo(page: Page, selector: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

export const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);
export const heading = (page: Page) => page.getByTestId('question-heading');
export const paletteStates = (page: Page) => page.locator('.palette__button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-state')));
export const paletteNames = (page: Page) => page.locator('.palette__button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
export const legendCount = async (page: Page, state: string) => Number((await page.getByTestId(`legend-${state}`).locator('.palette__sample').innerText()).trim());
export const countdownSeconds = async (page: Page) => Number(await page.locator('.attempt-countdown__time').getAttribute('data-seconds'));

export async function rows(db: Database, attemptId: number) {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId)).orderBy(asc(attemptAnswers.questionId));
}

/** Waits until every save has reached the server (the status reads "Saved"). */
export async function saved(page: Page) {
  await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
}
