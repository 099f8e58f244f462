/**
 * In a real Chromium at phone width: an admin rejects a submitted question with a reason through
 * the confirm dialog (the pending card hints at a similar approved question); the student reads
 * the reason in Submitted Questions, edits and resubmits it, and the admin sees it pending again.
 * Then a student reports an error on a question's page and the admin resolves the report in the
 * Reports tab; finally the admin deletes a question from its page. axe finds no violations in the
 * new dialogs and tabs.
 */
import t from 'tap';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { messages } from '@common/messages.ts';
import { questionReports, questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const phone = { width: 360, height: 800 };
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

t.test('reject with a reason, edit and resubmit, report an error and resolve it, delete', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  const admin = await createUser(db, { name: 'Site Admin', role: 'admin' });
  const student = await createUser(db, { name: 'Asha Rao' });
  const trainText = 'A train 240 metres long crosses a platform 360 metres long in 30 seconds. What is the speed of the train in km/h?';
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Time Speed Distance', questionText: trainText },
    { category: 'Quantitative Aptitude', topic: 'Percentages', questionText: 'What is 15% of 240?', options: ['30', '36', '40', '42'], correctAnswer: 'B' },
  ]);
  const [trainQuestion, percentQuestion] = await db.select().from(questions).orderBy(questions.id);

  const browser = await launchBrowser(t);
  const studentContext = await browser.newContext({ viewport: phone });
  await logIn(studentContext, baseUrl, student);
  const submitted = await studentContext.request.post(`${baseUrl}/api/submitQuestion`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      category: 'Quantitative Aptitude',
      topic: 'Time Speed Distance',
      source: 'My notes',
      questionText: 'A train 240 metres long crosses a platform 360 metres long in 30 seconds. Find the speed of the train in km/h.',
      optionA: '60',
      optionB: '72',
      optionC: '80',
      optionD: '90',
      correctAnswer: 'A',
    },
  });
  t.equal(submitted.status(), 201);
  const pendingId = (await submitted.json()).id as number;

  // The admin rejects it with a reason, through the confirm dialog.
  const adminContext = await browser.newContext({ viewport: phone });
  await logIn(adminContext, baseUrl, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${baseUrl}/admin`);
  const card = adminPage.getByTestId('pending-question').first();
  await card.waitFor();
  const similar = card.getByTestId('similar-questions');
  await similar.waitFor();
  t.match(await similar.innerText(), /Similar questions already in the bank/);
  t.equal(await similar.getByRole('link').getAttribute('href'), `/questions/${trainQuestion!.id}`, 'the similar approved question is linked');
  t.same(await axeViolations(adminPage, '.admin__panel'), [], 'axe: the pending queue with its similar-questions hint');
  t.notOk(await pageOverflows(adminPage), 'the pending card fits 360 px');
  await card.screenshot({ path: join(outputDir, 'moderation-pending-similar-phone.png') });

  await card.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = adminPage.getByRole('dialog', { name: 'Reject this question?' });
  await rejectDialog.waitFor();
  t.same(await axeViolations(adminPage, 'dialog'), [], 'axe: the reject dialog');
  await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
  await rejectDialog.waitFor({ state: 'detached' });
  t.equal((await db.select().from(questions).where(eq(questions.id, pendingId)))[0]!.status, 'pending', 'Cancel rejects nothing');

  const reason = 'Option B (72) is the right answer, not A. Please fix the key.';
  await card.getByRole('button', { name: 'Reject' }).click();
  await rejectDialog.getByLabel('Reason (optional)').fill(reason);
  await adminPage.screenshot({ path: join(outputDir, 'moderation-reject-dialog-phone.png') });
  await rejectDialog.getByRole('button', { name: 'Reject question' }).click();
  await adminPage.getByText(messages.review.noPending).waitFor();
  t.match((await db.select().from(questions).where(eq(questions.id, pendingId)))[0], { status: 'rejected', rejectionReason: reason }, 'rejected with the reason');

  // The student sees the reason, edits and resubmits.
  const studentPage = await studentContext.newPage();
  await studentPage.goto(`${baseUrl}/submitted-questions`);
  const reasonText = studentPage.locator('.submission__reason');
  await reasonText.waitFor();
  t.equal(await reasonText.innerText(), `Reviewer’s reason: ${reason}`);
  t.same(await axeViolations(studentPage, 'main'), [], 'axe: Submitted Questions with a rejected item');
  await studentPage.getByRole('link', { name: /^Edit and resubmit/ }).click();
  await studentPage.getByRole('heading', { name: 'Edit and Resubmit' }).waitFor();
  t.equal(await studentPage.locator('.submission__reason').innerText(), `Reviewer’s reason: ${reason}`, 'the edit page repeats the reason');
  const text = studentPage.getByLabel('Question Text');
  await text.waitFor();
  const fixedText = 'A train 240 metres long crosses a platform 360 metres long in 30 seconds. What is its speed in km/h?';
  await text.fill(fixedText);
  await studentPage.getByLabel('Option A').fill('72');
  await studentPage.getByLabel('Option B').fill('60');
  await studentPage.getByRole('button', { name: 'Resubmit for review' }).click();
  await studentPage.getByText('Sent for review again.').waitFor();
  t.match((await db.select().from(questions).where(eq(questions.id, pendingId)))[0], { status: 'pending', rejectionReason: null, questionText: fixedText, optionA: '72' }, 'pending again, the reason cleared');
  await studentPage.getByRole('link', { name: 'Back to Submitted Questions' }).first().click();
  await studentPage.locator('.submission').first().getByText('Pending').waitFor();
  t.equal(await studentPage.locator('.submission__reason').count(), 0, 'the list shows it pending, without a reason');
  t.equal(await studentPage.getByRole('link', { name: /^Edit and resubmit/ }).count(), 0, 'nor the resubmit link');

  await adminPage.reload();
  await card.waitFor();
  t.match(await card.innerText(), /What is its speed in km\/h\?/, 'the admin sees it pending again, as edited');

  // A student reports an error on a question's page; the admin resolves it.
  await studentPage.goto(`${baseUrl}/questions/${percentQuestion!.id}`);
  const reportButton = studentPage.getByRole('button', { name: 'Report an error' });
  await reportButton.waitFor();
  await reportButton.click();
  const reportDialog = studentPage.getByRole('dialog', { name: 'Report an error' });
  await reportDialog.waitFor();
  t.same(await axeViolations(studentPage, 'dialog'), [], 'axe: the report dialog');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await reportDialog.getByText(messages.moderation.reportReason).waitFor();
  t.pass('sending without a reason names the problem');
  t.ok(await reportDialog.getByRole('radio', { name: 'The answer is wrong' }).evaluate((radio) => radio === document.activeElement), 'focus moves to the reasons');
  t.same(await axeViolations(studentPage, 'dialog'), [], 'axe: the report dialog with its errors shown');
  await reportDialog.getByRole('radio', { name: 'There is a typo' }).check();
  t.equal(await reportDialog.getByText(messages.moderation.reportReason).count(), 0, 'choosing a reason clears its error');
  await reportDialog.getByLabel('Describe the problem').fill('Option C should read 40.5, not 40.');
  await studentPage.screenshot({ path: join(outputDir, 'moderation-report-dialog-phone.png') });
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await studentPage.getByText(messages.moderation.reportSent).waitFor();
  await reportDialog.waitFor({ state: 'detached' });
  t.ok(await reportButton.evaluate((button) => button === document.activeElement), 'focus returns to the button');
  t.match((await db.select().from(questionReports))[0], { questionId: percentQuestion!.id, reason: 'typo', resolvedAt: null });

  await reportButton.click();
  await reportDialog.getByRole('radio', { name: 'Something else' }).check();
  await reportDialog.getByLabel('Describe the problem').fill('Again');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await reportDialog.getByText(messages.moderation.alreadyReported).waitFor();
  t.pass('a second open report is refused with the server’s text, in the dialog');
  await reportDialog.getByRole('button', { name: 'Cancel' }).click();

  await adminPage.getByRole('tab', { name: 'Reports' }).click();
  const report = adminPage.getByTestId('report').first();
  await report.waitFor();
  t.equal(new URL(adminPage.url()).searchParams.get('tab'), 'reports', 'the tab is kept in the address');
  const reportText = await report.innerText();
  for (const shown of ['Open', 'There is a typo', 'What is 15% of 240?', 'Option C should read 40.5, not 40.', `@${student.username}`]) {
    t.ok(reportText.includes(shown), `the report shows ${shown}`);
  }
  t.equal(await report.getByRole('link', { name: `Edit question ${percentQuestion!.id}` }).getAttribute('href'), `/admin/questions/${percentQuestion!.id}/edit`);
  t.equal(await report.getByRole('link', { name: `Open question ${percentQuestion!.id}` }).getAttribute('href'), `/questions/${percentQuestion!.id}`);
  t.same(await axeViolations(adminPage, 'main'), [], 'axe: the Reports tab');
  t.notOk(await pageOverflows(adminPage), 'the Reports tab fits 360 px');
  await adminPage.screenshot({ path: join(outputDir, 'moderation-reports-phone.png'), fullPage: true });
  await report.getByRole('button', { name: 'Resolve' }).click();
  await report.getByText('Resolved', { exact: true }).waitFor();
  t.equal(await report.getByRole('button', { name: 'Resolve' }).count(), 0, 'a resolved report has no Resolve button');
  t.not((await db.select().from(questionReports))[0]!.resolvedAt, null, 'stored as resolved');

  // The admin deletes a question from its page, after confirming.
  await adminPage.goto(`${baseUrl}/questions/${trainQuestion!.id}`);
  const admins = adminPage.getByRole('group', { name: 'Admin actions' });
  await admins.waitFor();
  t.equal(await admins.getByRole('link', { name: 'Edit' }).getAttribute('href'), `/admin/questions/${trainQuestion!.id}/edit`);
  await admins.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = adminPage.getByRole('dialog', { name: 'Delete this question?' });
  await deleteDialog.waitFor();
  t.same(await axeViolations(adminPage, 'dialog'), [], 'axe: the delete dialog');
  await deleteDialog.getByRole('button', { name: 'Delete question' }).click();
  await adminPage.getByText('Question deleted.').waitFor();
  t.equal((await db.select().from(questions).where(eq(questions.id, trainQuestion!.id)))[0]!.status, 'deleted');
  t.equal(await studentPage.getByRole('group', { name: 'Admin actions' }).count(), 0, 'students see no admin actions');
  await studentPage.goto(`${baseUrl}/questions/${trainQuestion!.id}`);
  await studentPage.getByText(messages.notFound.question).waitFor();
  t.pass('the deleted question is not found for a student');
});
