/**
 * Free resources in a real Chromium, at phone width: a student uploads a PDF through the modal
 * (after the browser-side checks and a server refusal show their messages) and sees it listed;
 * another user downloads it and gets the same bytes under the same name.
 */
import t from 'tap';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages } from '@common/messages.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

t.test('a student uploads a PDF in the modal; another user downloads the same bytes', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const student = await createUser(database.db, { name: 'Priya Nair' });
  const reader = await createUser(database.db, { name: 'Rahul Das' });
  const browser = await launchBrowser(t);
  const pdf = minimalPdf('Percentages cheat sheet', 400_000);
  const fileName = 'Percentages – प्रतिशत.pdf';

  const studentContext = await browser.newContext(phone);
  await logIn(studentContext, baseUrl, student);
  const page = await studentContext.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${baseUrl}/resources`);
  await page.getByText(messages.resources.empty).waitFor();
  t.pass('empty state shown');

  // Keyboard: focus the button and press Enter to open the modal.
  await page.getByRole('button', { name: 'Upload PDF' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload a PDF' });
  await dialog.waitFor();
  const fileInput = dialog.getByLabel('PDF file');
  const upload = dialog.getByRole('button', { name: 'Upload' });

  await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await dialog.getByText(messages.resources.pdfOnly).waitFor();
  t.pass('a non-PDF type is refused in the browser');

  await fileInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024 + 1, 0x25) });
  await dialog.getByText(messages.resources.tooLarge).waitFor();
  t.pass('a file over 3 MB is refused in the browser');

  // Declared a PDF but not one: the server's message is shown.
  await fileInput.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a pretending') });
  await upload.click();
  await dialog.getByText(messages.resources.descriptionRequired).waitFor();
  t.ok(await dialog.getByLabel('Description').evaluate((element) => element === document.activeElement), 'focus moves to the missing description');
  await dialog.getByLabel('Description').fill('Fake one');
  await upload.click();
  await dialog.getByRole('alert').filter({ hasText: messages.resources.pdfOnly }).waitFor();
  t.pass("the server's refusal is shown");

  await fileInput.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByLabel('Description').fill('Every percentage shortcut on one page');
  await page.screenshot({ path: join(outputDir, 'resources-upload-phone.png') });
  // Slow the upload down to see the progress bar fill.
  const cdp = await studentContext.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  await upload.click();
  const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
  await progress.waitFor();
  await dialog.getByText(/Uploading… \d+%/).waitFor();
  t.pass('upload progress shown');
  await page.screenshot({ path: join(outputDir, 'resources-progress-phone.png') });
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const item = page.getByTestId('resource-item').filter({ hasText: fileName });
  await item.waitFor();
  const text = await item.innerText();
  t.match(text, 'Every percentage shortcut on one page', 'description listed');
  t.match(text, 'Priya Nair', 'uploader name listed');
  t.match(text, 'Student', 'uploader type badge');
  t.match(text, '391 kB', 'human-readable size');
  t.equal(await page.getByTestId('resource-item').count(), 1, 'the refused uploads were not listed');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  t.ok(width <= 390, `no sideways scrolling at phone width (${width}px)`);
  await page.screenshot({ path: join(outputDir, 'resources-phone.png'), fullPage: true });

  const readerContext = await browser.newContext({ ...phone, acceptDownloads: true });
  await logIn(readerContext, baseUrl, reader);
  const readerPage = await readerContext.newPage();
  readerPage.on('pageerror', (error) => errors.push(error.message));
  await readerPage.goto(`${baseUrl}/resources`);
  const download = readerPage.getByTestId('resource-item').filter({ hasText: fileName }).getByRole('link', { name: 'Download' });
  const [saved] = await Promise.all([readerPage.waitForEvent('download'), download.click()]);
  t.equal(saved.suggestedFilename(), fileName, 'saved under the original (non-ASCII) name');
  const bytes = await readFile(await saved.path());
  t.equal(sha256(bytes), sha256(pdf), 'downloaded bytes are the uploaded bytes');
  t.same(errors, [], 'no uncaught errors');
});
