/**
 * In a real Chromium at phone width: an admin approves one mentor request and rejects another in
 * the Pending Mentors tab (each row leaves the list), then finds the new mentor in User Management
 * with the search box and pages through the list; the mentor's own profile shows the Mentor badge
 * on its next load.
 */
import t from 'tap';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { messages } from '@common/messages.ts';
import { users } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { createPendingMentor } from '../helpers/mentors.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const phone = { width: 390, height: 844 };

/** True when the page itself scrolls sideways (it must not on a phone). */
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

t.test('an admin approves a mentor, and finds them in User Management', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  const admin = await createUser(db, { name: 'Site Admin', role: 'admin' });
  const meera = await createPendingMentor(db, { name: 'Meera Iyer', username: 'meera_mentor', emailId: 'meera@example.org', mobile: '9876543210' });
  const ravi = await createPendingMentor(db, { name: 'Ravi Kumar', username: 'ravi_k', emailId: 'ravi@example.org' });
  const sunil = await createPendingMentor(db, { name: 'Sunil Das', username: 'sunil_d' });
  // Enough members for two pages (50 a page); they never log in, so a placeholder hash will do.
  await db.insert(users).values(
    Array.from({ length: 52 }, (_, i) => ({
      name: `Aspirant ${String(i + 1).padStart(2, '0')}`,
      username: `aspirant${i + 1}`,
      emailId: `aspirant${i + 1}@example.org`,
      passwordHash: 'not-a-login',
    })),
  );
  const total = 52 + 4;

  const browser = await launchBrowser(t);
  const mentorContext = await browser.newContext({ viewport: phone });
  await logIn(mentorContext, baseUrl, meera);
  const mentorPage = await mentorContext.newPage();
  await mentorPage.goto(`${baseUrl}/profile`);
  const profileBadge = mentorPage.locator('.profile__header .badge');
  await profileBadge.waitFor();
  t.equal(await profileBadge.innerText(), 'Student', 'before approval the applicant is a Student');

  const adminContext = await browser.newContext({ viewport: phone });
  await logIn(adminContext, baseUrl, admin);
  const page = await adminContext.newPage();
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('tab', { name: 'Pending Mentors' }).click();
  const cards = page.getByTestId('pending-mentor');
  await cards.first().waitFor();
  t.same(await cards.locator('h3').allInnerTexts(), ['Meera Iyer', 'Ravi Kumar', 'Sunil Das'], 'every request, oldest first');
  const meeraCard = cards.filter({ hasText: 'Meera Iyer' });
  const cardText = await meeraCard.innerText();
  for (const shown of ['@meera_mentor', 'meera@example.org', '9876543210']) t.ok(cardText.includes(shown), `the card shows ${shown}`);
  t.notOk(await pageOverflows(page), 'the mentor cards fit the phone screen');
  await page.screenshot({ path: join(outputDir, 'admin-pending-mentors-phone.png'), fullPage: true });

  await meeraCard.getByRole('button', { name: 'Approve' }).click();
  await meeraCard.waitFor({ state: 'detached' });
  t.equal(await cards.count(), 2, 'the approved request left the list');
  t.equal((await db.select().from(users).where(eq(users.id, meera.id)))[0]!.userType, 'Mentor', 'stored as a Mentor');
  t.ok(await cards.first().evaluate((card) => card === document.activeElement), 'focus moved to the next request');

  // Another admin rejects Sunil's request while this page still shows it.
  const elsewhere = await adminContext.request.post(`${baseUrl}/api/rejectMentor?id=${sunil.requestId}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  t.equal(elsewhere.status(), 200);
  const sunilCard = cards.filter({ hasText: 'Sunil Das' });
  await sunilCard.getByRole('button', { name: 'Approve' }).click();
  const notice = page.getByRole('alert').filter({ hasText: messages.mentors.approveFailed });
  // The panel reports it once the refreshed list no longer holds the request.
  await notice.waitFor();
  t.equal(await notice.innerText(), `${messages.mentors.approveFailed}: Sunil Das (@sunil_d). ${messages.mentors.alreadyDecided}.`, 'approving a request decided elsewhere says so');
  t.equal(await sunilCard.count(), 0, 'and the stale request has left the refreshed list');
  t.equal((await db.select().from(users).where(eq(users.id, sunil.id)))[0]!.userType, 'Student', 'the rejection elsewhere stands');

  await cards.filter({ hasText: 'Ravi Kumar' }).getByRole('button', { name: 'Reject' }).click();
  await page.getByText(messages.mentors.noPending).waitFor();
  t.pass('the rejected request left too; the empty state shows');
  t.equal(await notice.count(), 0, 'the earlier notice is cleared by the next decision');
  t.equal((await db.select().from(users).where(eq(users.id, ravi.id)))[0]!.userType, 'Student', 'the rejected applicant stays a Student');

  await page.getByRole('tab', { name: 'User Management' }).click();
  const summary = page.getByTestId('users-summary');
  const rows = page.getByTestId('user-row');
  await page.getByText(`Showing 1–50 of ${total}`).waitFor();
  t.equal(await rows.count(), 50, 'the first page holds 50 users');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(`Showing 51–${total} of ${total}`).waitFor();
  t.equal(await rows.count(), total - 50, 'the second page holds the rest');
  t.ok(await page.getByRole('button', { name: 'Next' }).isDisabled(), 'Next is disabled on the last page');

  await page.getByRole('searchbox', { name: 'Search users' }).fill('MEERA');
  await page.getByText('Showing 1–1 of 1').waitFor();
  t.equal(await rows.count(), 1, 'the search finds the new mentor (back on the first page)');
  const cells = await rows.first().locator('th, td').allInnerTexts();
  t.same(cells.slice(0, 7).map((cell) => cell.trim()), ['Meera Iyer', '@meera_mentor', 'meera@example.org', '9876543210', 'User', 'Mentor', 'Active'], 'name, username, email, mobile, role "User", the Mentor badge and the status');
  t.match(cells[7], /Suspend[\s\S]*Make admin/, 'then the moderation actions');
  t.equal(await summary.innerText(), 'Showing 1–1 of 1');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(outputDir, 'admin-users-search-desktop.png') });
  await page.setViewportSize(phone);

  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await page.getByText(`Showing 1–50 of ${total}`).waitFor();
  const region = page.getByRole('region', { name: 'Users' });
  const scroll = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  t.ok(scroll.scrollWidth > scroll.clientWidth, 'the table scrolls sideways inside its region on a phone');
  t.notOk(await pageOverflows(page), 'while the page itself does not');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(outputDir, 'admin-users-phone.png') });

  await page.getByRole('searchbox', { name: 'Search users' }).fill('50% off_');
  await page.getByText(messages.users.noneFound).waitFor();
  t.pass('a search matching nobody (wildcards taken literally) says "No users found"');

  await mentorPage.reload();
  await mentorPage.locator('.profile__header .badge', { hasText: 'Mentor' }).waitFor();
  t.pass('on its next load the mentor’s own profile shows the Mentor badge');
});
