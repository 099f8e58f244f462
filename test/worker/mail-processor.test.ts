/** The `mail` job processor against a local SMTP server (real SMTP, no paid provider). */
import t from 'tap';
import { createMailProcessor } from '../../server/mail/mail.processor.ts';
import { startSmtpServer } from '../helpers/smtp.ts';

t.test('sends the job as a plain-text message from MAIL_FROM', async (t) => {
  const smtp = await startSmtpServer(t);
  const send = createMailProcessor({ smtpUrl: smtp.url, mailFrom: 'MBA Prep Community <otp@example.org>' });
  t.teardown(() => send.close());
  await send({ to: 'asha@example.org', subject: 'Your code: 123456', text: 'Line one\nYour code is 123456. Résumé — ok.' });
  t.equal(smtp.messages.length, 1);
  const [mail] = smtp.messages;
  t.same(mail!.to, ['asha@example.org']);
  t.equal(mail!.from, 'otp@example.org');
  t.equal(mail!.subject, 'Your code: 123456');
  t.equal(mail!.text, 'Line one\nYour code is 123456. Résumé — ok.', 'the body arrives intact (UTF-8)');
});

t.test('a refused delivery throws, so BullMQ retries the job', async (t) => {
  const smtp = await startSmtpServer(t);
  const send = createMailProcessor({ smtpUrl: smtp.url, mailFrom: undefined });
  t.teardown(() => send.close());
  smtp.failNext(1);
  const error = await send({ to: 'a@example.org', subject: 's', text: 't' }).then(() => undefined, (reason: unknown) => reason);
  t.match(error, { responseCode: 451 }, "the server's 451 surfaces as the job's error");
  await send({ to: 'a@example.org', subject: 's', text: 't' });
  t.equal(smtp.messages.length, 1, 'the next try is delivered');
  t.equal(smtp.messages[0]!.from, 'no-reply@127.0.0.1', 'From defaults to no-reply at the SMTP host');
});

t.test('without SMTP_URL every job fails with a clear error', async (t) => {
  const send = createMailProcessor({ smtpUrl: undefined, mailFrom: undefined });
  await t.rejects(send({ to: 'a@example.org', subject: 's', text: 't' }), { message: 'SMTP_URL is not configured' });
  send.close();
});
