/**
 * One-time codes in a real Chromium, with a local SMTP server and a local SMS webhook in place of
 * the gateways and the real mail worker: a student verifies their email from the profile and from
 * the shell's verify-email modal; a visitor verifies their mobile number while registering.
 */
import t from 'tap';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { otpCodes, users } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { startSmsWebhook } from '../helpers/smsWebhook.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

/** The code in the newest mail to `address`. */
async function codeFor(smtp: TestSmtpServer, address: string, after: number): Promise<string> {
  const mail = await smtp.waitForMessage((m) => smtp.messages.indexOf(m) >= after && m.to.some((to) => to.toLowerCase() === address));
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

t.test('email verification from the profile and from the shell modal', async (t) => {
  const smtp = await startSmtpServer(t);
  const { baseUrl, database } = await serveApp(t, { config: { smtpUrl: smtp.url, mailFrom: 'MBA Prep <otp@example.org>' }, workers: true });
  const student = await createUser(database.db, { name: 'Priya Sharma', emailId: 'priya@example.org' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${baseUrl}/`);
  await page.getByTestId('verify-email-banner').waitFor();
  t.pass('the shell reminds an unverified student');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.screenshot({ path: join(outputDir, 'verify-email-banner.png') });

  await page.goto(`${baseUrl}/profile`);
  const account = page.getByRole('region', { name: 'Account information' });
  await account.getByText('Not verified').waitFor();
  t.equal(await page.getByTestId('verify-email-banner').count(), 0, 'no banner on the profile, which has the flow inline');
  const mailsBefore = smtp.messages.length;
  await account.getByRole('button', { name: 'Verify Now' }).click();
  const input = page.locator('#profile-email-otp');
  await input.waitFor();
  const verifyButton = account.getByRole('button', { name: 'Verify', exact: true });
  t.ok(await verifyButton.isDisabled(), 'Verify disabled while empty');
  await input.pressSequentially('12ab3 4');
  t.equal(await input.inputValue(), '1234', 'non-digits are dropped');
  t.ok(await verifyButton.isDisabled(), 'Verify disabled below 6 digits');
  t.equal(await input.getAttribute('inputmode'), 'numeric');
  t.equal(await input.getAttribute('maxlength'), '6');
  const resend = account.getByRole('button', { name: /Resend OTP in \d+s/ });
  t.ok(await resend.isDisabled(), 'Resend disabled with a visible countdown');

  const code = await codeFor(smtp, 'priya@example.org', mailsBefore);
  await input.fill(otherCode(code));
  t.ok(await verifyButton.isEnabled(), 'Verify enabled at 6 digits');
  await verifyButton.click();
  await account.getByText(messages.otp.invalid).waitFor();
  t.pass('a wrong code shows "Invalid OTP. Please try again."');
  await page.screenshot({ path: join(outputDir, 'verify-email-profile-code.png') });

  await input.fill(code);
  await input.press('Enter');
  await account.getByText('Verified', { exact: true }).waitFor();
  t.equal(await account.getByText('Not verified').count(), 0, 'the profile refreshed to verified');
  await page.screenshot({ path: join(outputDir, 'verify-email-profile.png') });
  const [row] = await database.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, student.id));
  t.equal(row!.v, true, 'stored as verified');
  await page.goto(`${baseUrl}/`);
  await page.locator('main').first().waitFor();
  t.equal(await page.getByTestId('verify-email-banner').count(), 0, 'no reminder once verified');

  // The shell's modal, for another student, on a phone-sized screen.
  const mentee = await createUser(database.db, { emailId: 'kabir@example.org' });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await logIn(phone, baseUrl, mentee);
  const phonePage = await phone.newPage();
  phonePage.on('pageerror', (error) => errors.push(error.message));
  await phonePage.goto(`${baseUrl}/questions`);
  const banner = phonePage.getByTestId('verify-email-banner');
  await banner.waitFor();
  await banner.getByRole('button', { name: 'Verify Now' }).click();
  const dialog = phonePage.getByRole('dialog', { name: 'Verify your email' });
  await dialog.waitFor();
  const before = smtp.messages.length;
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const dialogInput = phonePage.locator('#shell-email-otp');
  await dialogInput.waitFor();
  await phonePage.screenshot({ path: join(outputDir, 'verify-email-modal-phone.png') });
  await dialogInput.fill(await codeFor(smtp, 'kabir@example.org', before));
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await dialog.getByText('Your email address is verified.').waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  t.equal(await phonePage.getByTestId('verify-email-banner').count(), 0, 'the modal closed and the reminder is gone');

  // Dismissing the reminder keeps it hidden for the session.
  const third = await createUser(database.db);
  const other = await browser.newContext();
  await logIn(other, baseUrl, third);
  const otherPage = await other.newPage();
  await otherPage.goto(`${baseUrl}/`);
  await otherPage.getByRole('button', { name: 'Dismiss the email verification reminder' }).click();
  t.equal(await otherPage.getByTestId('verify-email-banner').count(), 0, 'dismissed');
  await otherPage.reload();
  await otherPage.locator('main').first().waitFor();
  t.equal(await otherPage.getByTestId('verify-email-banner').count(), 0, 'still dismissed after a reload');
  t.same(errors, [], 'no uncaught errors');
});

t.test('registration: mobile OTP through the SMS webhook, then the account is stored with a verified number', async (t) => {
  const sms = await startSmsWebhook(t);
  const { baseUrl, database } = await serveApp(t, { config: { smsWebhookUrl: sms.url } });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install(); // the browser's clock, to skip the resend countdown

  await page.goto(`${baseUrl}/register`);
  const mobile = page.locator('#register-mobile');
  const sendButton = page.getByRole('button', { name: 'Send OTP' });
  await sendButton.waitFor();
  t.ok(await sendButton.isDisabled(), 'Send OTP disabled without a number');
  await mobile.fill('987654321');
  t.ok(await sendButton.isDisabled(), 'disabled at 9 digits');
  await mobile.fill('9876543210');
  t.ok(await sendButton.isEnabled(), 'enabled at exactly 10 digits');
  await sendButton.click();

  const otp = page.locator('#register-otp');
  await otp.waitFor();
  const body = sms.received.at(-1)?.body as { to: string; text: string };
  t.same(Object.keys(body).sort(), ['text', 'to'], 'the webhook got {to, text}');
  t.equal(body.to, '+919876543210');
  const code = sms.latestCode('+919876543210')!;
  t.match(code, /^\d{6}$/);
  t.ok(await page.getByRole('button', { name: /Resend OTP in \d+s/ }).isDisabled(), 'Resend disabled with a countdown');

  await otp.fill(otherCode(code));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText(messages.otp.invalid).waitFor();
  t.pass('wrong code: "Invalid OTP. Please try again."');
  await page.screenshot({ path: join(outputDir, 'register-otp-sent.png') });

  // Five minutes pass on the server: the code expires, and a new one may be sent.
  await database.db.update(otpCodes).set({
    createdAt: sql`${otpCodes.createdAt} - interval '301 seconds'`,
    expiresAt: sql`${otpCodes.expiresAt} - interval '301 seconds'`,
  });
  await otp.fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText(messages.otp.expiredShown).waitFor();
  t.pass('an expired code: "OTP has expired. Please request a new one."');
  await page.clock.fastForward(60_000);
  const resendNow = page.getByRole('button', { name: 'Resend OTP', exact: true });
  await resendNow.waitFor();
  t.ok(await resendNow.isEnabled(), 'Resend enabled after the countdown');
  await resendNow.click();
  await page.waitForFunction(() => (document.querySelector('#register-otp') as HTMLInputElement | null)?.value === '');
  const newCode = sms.latestCode('+919876543210')!;
  t.equal(sms.received.length, 2, 'a second SMS');

  await otp.fill(newCode);
  await otp.press('Enter');
  await page.getByTestId('mobile-verified').waitFor();
  t.ok(page.url().endsWith('/register'), 'Enter in the OTP input verified instead of submitting the form');

  await mobile.fill('9876543211');
  await sendButton.waitFor();
  t.equal(await page.getByTestId('mobile-verified').count(), 0, 'editing the number resets the OTP state');
  await mobile.fill('9876543210');
  t.ok(await sendButton.isVisible(), 'back to "Send OTP" for the same number too');

  await page.locator('#register-name').fill('Neha Gupta');
  await page.locator('#register-username').fill('neha_g');
  await page.locator('#register-password').fill('Prep@2026');
  await page.locator('#register-confirm-password').fill('Prep@2026');
  await page.locator('#register-email').fill('neha@example.org');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${baseUrl}/login`);
  const [row] = await database.db.select({ v: users.mobileVerified, mobile: users.mobile }).from(users).where(eq(users.username, 'neha_g'));
  t.same(row, { v: true, mobile: '9876543210' }, 'the account keeps the number verified in the browser');
  t.same(errors, [], 'no uncaught errors');
});
