import PostalMime, { type Email } from 'postal-mime';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  /** SMTP envelope: what the server was actually asked to deliver. */
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: Email;
}

export interface TestSmtp {
  /** For SMTP_URL: smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** While true, every message is refused with a 550 (a mail provider saying no). */
  rejecting: boolean;
  /** Resolves with the first received mail matching `match` (already received or arriving within timeoutMs). */
  waitForMail(match?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random loopback port, for tests that prove mail really leaves the app.
 * Plain SMTP without TLS or auth; received mails are parsed with postal-mime.
 */
export async function startSmtpServer(opts: { rejecting?: boolean } = {}): Promise<TestSmtp> {
  const waiters = new Set<() => void>();
  const state: TestSmtp = {
    url: '',
    port: 0,
    mails: [],
    rejecting: opts.rejecting ?? false,
    waitForMail(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = state.mails.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${state.mails.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.rejecting) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        PostalMime.parse(raw).then(
          (parsed) => {
            state.mails.push({ envelope, raw, parsed });
            for (const w of [...waiters]) w();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** One SMTP server for a whole test file, started before its suites and closed after them: `smtp().waitForMail(...)`. */
export function smtpServerPerFile(): () => TestSmtp {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return () => {
    if (!smtp) throw new Error('the SMTP server starts before the suites (smtpServerPerFile at the top of the file)');
    return smtp;
  };
}
