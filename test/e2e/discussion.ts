/** Browser steps on a question's discussion shared by the e2e tests. */
import type { Page } from 'playwright-core';
import { messages } from '@common/messages.ts';

/**
 * Opens the question's discussion on `page` (already at the question) and resolves once its thread
 * shows: its submitter may see it open already, others press "Show discussion".
 */
export async function openDiscussion(page: Page): Promise<void> {
  const show = page.getByRole('button', { name: messages.question.showDiscussion });
  const thread = page.getByTestId('comment-thread');
  await Promise.race([show.waitFor(), thread.waitFor()]);
  if (await show.isVisible()) await show.click();
  await thread.waitFor();
}
