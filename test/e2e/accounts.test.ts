/**
 * Accounts in a real Chromium (contract section 7.6): a forgotten password reset end to end (the
 * code read from a local SMTP server, mailed by the real worker), a deep link that returns after
 * logging in, an off-site `next` ignored, the 404 page inside the shell, changing the password and
 * editing the profile, and suspending a user from User Management. axe-core on every new page.
 */
import t from 'tap';
import type tap from 'tap';
import { join } from 'node:path';
import { messages } from '@common/messages.ts';
import { questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { startSmtpServer } from '../helpers/smtp.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';
import type { Page } from 'playwright-core';

t.teardown(closeTestDatabase);

const newPassword = 'Fresh@2027';

async function assertAccessible(t: Pick<typeof tap, 'same'>, page: Page, what: string) {
  const violations = await axeViolations(page);
  t.same(violations, [], `axe: no violations on ${what}`);
}

/**
 * Fills the login form and submits it, once the login page shows (the router keeps the previous
 * page on screen while the login page's code loads, and the register page has the same labels).
 */
async function logInWithForm(page: Page, username: string, password: string) {
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

t.test('a forgotten password is reset with the mailed code', async (t) => {
  const smtp = await startSmtpServer(t);
  const { baseUrl, database } = await serveApp(t, { config: { smtpUrl: smtp.url }, workers: true });
  const user = await createUser(database.db, { name: 'Anita Desai', emailId: 'anita@example.org' });
  const browser = await launchBrowser(t);
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${baseUrl}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL(/\/forgot-password$/);
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await assertAccessible(t, page, 'the reset request step');

  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(messages.validation.email).waitFor();
  t.pass('an empty address shows the email rule');
  await page.getByLabel('Email').fill('anita@example.org');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(messages.account.resetRequested).waitFor();
  await assertAccessible(t, page, 'the code step');
  await page.screenshot({ path: join(outputDir, 'forgot-password-code.png') });

  const mail = await smtp.waitForMessage((m) => m.to.includes('anita@example.org'));
  const code = mail.text.match(/\b(\d{6})\b/)![1]!;
  const wrong = code === '000000' ? '111111' : '000000';
  const codeInput = page.getByLabel('Reset code');
  t.equal(await codeInput.getAttribute('inputmode'), 'numeric', 'a numeric keyboard on phones');
  await codeInput.pressSequentially(`${wrong.slice(0, 3)}ab${wrong.slice(3)}`);
  t.equal(await codeInput.inputValue(), wrong, 'only digits are kept');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('alert').filter({ hasText: messages.account.invalidCode }).waitFor();
  t.pass('a wrong code reads "Invalid code"');

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByText(messages.account.resetDone).waitFor();
  t.pass('success goes to the login page with a notice');
  await logInWithForm(page, user.username, newPassword);
  await page.waitForURL(`${baseUrl}/`);
  t.pass('the new password logs in');
  t.same(errors, [], 'no uncaught errors');
});

t.test('a deep link returns after logging in; an off-site next is ignored', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db);
  await createQuestions(database.db, [{ questionText: 'Deep linked question: what is 6 x 7?' }]);
  const [question] = await database.db.select({ id: questions.id }).from(questions);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  await page.goto(`${baseUrl}/questions/${question!.id}`);
  await page.waitForURL(/\/register\?next=/);
  t.equal(new URL(page.url()).searchParams.get('next'), `/questions/${question!.id}`, 'the visitor is sent to /register remembering the page');
  await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await page.waitForURL(/\/login\?next=/);
  await logInWithForm(page, user.username, user.password);
  await page.waitForURL(`${baseUrl}/questions/${question!.id}`);
  // Timed practice keeps the text hidden until the timer starts (contract section 7.5).
  await page.getByText(messages.question.startTimer).waitFor();
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByText('Deep linked question: what is 6 x 7?').waitFor();
  t.pass('after logging in the user is back on the question');

  for (const next of ['//evil.example/phish', 'https://evil.example/', '/\\evil.example']) {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`${baseUrl}/login?next=${encodeURIComponent(next)}`);
    await logInWithForm(otherPage, user.username, user.password);
    await otherPage.waitForURL(`${baseUrl}/`);
    t.pass(`next=${next} is ignored: the user lands home`);
    await other.close();
  }
});

t.test('an unknown path shows a 404 page inside the shell', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/no/such/page`);
  await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  t.ok(await page.getByRole('banner').isVisible(), 'inside the shell (the header is there)');
  await assertAccessible(t, page, 'the 404 page (visitor)');

  await logIn(context, baseUrl, user);
  await page.goto(`${baseUrl}/questionz`);
  const links = page.getByRole('navigation', { name: 'Where to go instead' });
  await links.getByRole('link', { name: 'Search' }).waitFor();
  for (const name of ['Home', 'Question bank', 'Search']) t.ok(await links.getByRole('link', { name }).isVisible(), `links to ${name}`);
  await page.screenshot({ path: join(outputDir, 'not-found.png') });
  await links.getByRole('link', { name: 'Question bank' }).click();
  await page.waitForURL(/\/question-bank$/);
  t.pass('the links lead on');
});

t.test('profile: change the password (other sessions end) and edit the name', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db, { name: 'Rohan Mehta' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await logIn(context, baseUrl, user);
  const elsewhere = await browser.newContext();
  await logIn(elsewhere, baseUrl, user);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${baseUrl}/profile`);
  const form = page.getByRole('region', { name: 'Change password' });
  await form.waitFor();
  await assertAccessible(t, page, 'the profile with its settings');
  await form.getByLabel('Current password').fill('Wrong@2026');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText(messages.account.currentPasswordIncorrect).waitFor();
  t.pass('a wrong current password is refused with the contract wording');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText(messages.account.passwordChanged).waitFor();
  t.equal(await form.getByLabel('Current password').inputValue(), '', 'the form is emptied');

  const otherPage = await elsewhere.newPage();
  await otherPage.goto(`${baseUrl}/profile`);
  await otherPage.waitForURL(/\/register\?next=%2Fprofile$/);
  t.pass('the other session ended: its next visit is logged out');
  await page.reload();
  await form.waitFor();
  t.pass('this session goes on');

  const edit = page.getByRole('region', { name: 'Edit profile' });
  await edit.getByLabel('Name').fill('Rohan K. Mehta');
  await edit.getByRole('button', { name: 'Save profile' }).click();
  await edit.getByText(messages.account.profileSaved).waitFor();
  await page.getByRole('region', { name: 'Account information' }).getByText('Rohan K. Mehta').waitFor();
  t.pass('the new name shows at once');
  t.equal(await edit.getByLabel('Current password').count(), 0, 'no password asked while the email is unchanged');

  await edit.getByLabel('Email').fill('rohan.mehta@example.org');
  const emailPassword = edit.getByLabel('Current password');
  await emailPassword.waitFor();
  t.pass('changing the email asks for the current password (contract 8.6)');
  await edit.getByRole('button', { name: 'Save profile' }).click();
  await edit.getByText(messages.account.currentPasswordRequired).waitFor();
  t.pass('saving without it says it is required');
  await emailPassword.fill('Wrong@2026');
  await edit.getByRole('button', { name: 'Save profile' }).click();
  await edit.getByText(messages.account.currentPasswordIncorrect).waitFor();
  t.pass('a wrong one is refused with the contract wording');
  await emailPassword.fill(newPassword);
  await edit.getByRole('button', { name: 'Save profile' }).click();
  await edit.getByText(messages.account.profileSaved).waitFor();
  await page.getByRole('region', { name: 'Account information' }).getByText('rohan.mehta@example.org').waitFor();
  t.equal(await edit.getByLabel('Current password').count(), 0, 'saved: the new address shows and the password field is gone');
  t.same(errors, [], 'no uncaught errors');
});

t.test('User Management: suspend a user after confirming; never offered on oneself', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin', name: 'Admin Asha' });
  const student = await createUser(database.db, { name: 'Bala Student' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, admin);
  const studentContext = await browser.newContext();
  await logIn(studentContext, baseUrl, student);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin?tab=users`);
  const studentRow = page.getByTestId('user-row').filter({ hasText: 'Bala Student' });
  const adminRow = page.getByTestId('user-row').filter({ hasText: 'Admin Asha' });
  await studentRow.waitFor();
  t.equal(await adminRow.getByRole('button').count(), 0, 'no actions on oneself');
  await studentRow.getByText('Active').waitFor();
  await assertAccessible(t, page, 'User Management');

  await studentRow.getByRole('button', { name: 'Suspend Bala Student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Bala Student?' });
  await dialog.waitFor();
  await assertAccessible(t, page, 'the confirm dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  t.equal(await dialog.count(), 0, 'Cancel closes without doing anything');
  await studentRow.getByRole('button', { name: 'Suspend Bala Student' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend', exact: true }).click();
  await studentRow.getByText('Suspended').waitFor();
  await studentRow.getByRole('button', { name: 'Unsuspend Bala Student' }).waitFor();
  t.pass('the row now offers Unsuspend');

  const studentPage = await studentContext.newPage();
  await studentPage.goto(`${baseUrl}/profile`);
  await studentPage.waitForURL(/\/register/);
  t.pass("the student's session ended");
  await studentPage.goto(`${baseUrl}/login`);
  await logInWithForm(studentPage, student.username, student.password);
  await studentPage.getByText(messages.account.suspended).waitFor();
  t.pass('their login reads "This account is suspended"');
});

t.test("a suspended student's open tab: the next action shows the suspended screen with the admin's reason", async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin', name: 'Admin Asha' });
  const student = await createUser(database.db, { name: 'Chitra Student' });
  await createQuestions(database.db, [{ questionText: 'What is 6 x 7?', options: ['42', '36', '48', '40'], correctAnswer: 'A' }]);
  const [question] = await database.db.select({ id: questions.id }).from(questions);
  const browser = await launchBrowser(t);
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(adminContext, baseUrl, admin);
  const studentContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await logIn(studentContext, baseUrl, student);
  const studentPage = await studentContext.newPage();
  const errors: string[] = [];
  studentPage.on('pageerror', (error) => errors.push(error.message));
  await studentPage.goto(`${baseUrl}/questions/${question!.id}`);
  await studentPage.getByRole('button', { name: 'Start', exact: true }).waitFor();

  const reason = 'Sharing answers of a live mock in the forum';
  const page = await adminContext.newPage();
  await page.goto(`${baseUrl}/admin?tab=users`);
  const studentRow = page.getByTestId('user-row').filter({ hasText: 'Chitra Student' });
  await studentRow.getByRole('button', { name: 'Suspend Chitra Student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Chitra Student?' });
  await dialog.getByLabel('Reason (shown to the user)').fill(reason);
  await assertAccessible(t, page, 'the suspend dialog with its reason');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await studentRow.getByText('Suspended').waitFor();

  // The student's tab still shows the question; their next action is refused.
  await studentPage.getByRole('button', { name: 'Start', exact: true }).click();
  await studentPage.getByTestId('option-A').click();
  await studentPage.getByTestId('submit-answer').click();
  const screen = studentPage.getByTestId('account-suspended');
  await screen.waitFor();
  t.equal(await screen.getByRole('heading', { level: 1 }).innerText(), messages.account.suspended, 'the screen says the account is suspended');
  t.equal(await studentPage.getByTestId('suspension-reason-shown').innerText(), messages.account.suspendedReason(reason), "with the admin's reason");
  t.equal(await studentPage.evaluate(() => document.activeElement?.tagName), 'H1', 'focus is on the heading');
  t.equal(await studentPage.getByRole('main').count(), 1, 'in a main landmark');
  t.notOk(/\/register|\/login/.test(studentPage.url()), 'not sent to the register or login form');
  t.ok(await studentPage.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth), 'no sideways scrolling at 360 px');
  await assertAccessible(t, studentPage, 'the suspended screen');
  t.same(errors, [], 'no uncaught errors');
});
