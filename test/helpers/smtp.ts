/**
 * A local SMTP server (the `smtp-server` package, speaking real SMTP) standing in for the mail
 * provider in tests: it accepts every message on 127.0.0.1 and keeps it, decoded enough to read
 * the subject and the plain-text body. `failNext(n)` answers the next n messages with a temporary
 * failure (451), to exercise the worker's retries.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded plain-text body. */
  text: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Refuse the next `count` messages with "451 try again later". */
  failNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  /** Resolves with the first message (already received or arriving) that `match` accepts. */
  waitForMessage(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers (unfolded, lower-case names) and decoded body of a single-part message. */
export function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { headers, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/** Starts the server on a free port; stopped at teardown. */
export async function startSmtpServer(t: Teardown): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const waiters: { match: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }[] = [];
  let failing = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing > 0) {
          failing--;
          refusedCount++;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const { headers, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: headers.get('subject') ?? '',
          text,
        };
        messages.push(mail);
        for (const waiter of waiters.filter((w) => w.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (count) => {
      failing = count;
    },
    refused: () => refusedCount,
    waitForMessage(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived in time')), timeoutMs);
        waiters.push({ match, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
  };
}
