import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Language } from '../../shared/i18n/languages.js';
import { newId } from '../ids.js';
import { headerText } from './header-text.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  /** Display name shown as the sender; the address stays MAIL_FROM's. */
  fromName?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * An https (or http) URL that unsubscribes the recipient when POSTed to, without sign-in or anything else: sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so mail programs offer
   * their own unsubscribe button. The mail should carry the link in its body too.
   */
  unsubscribeUrl?: string;
  /** '<local@domain>': the same id for a mail sent again after a crash lets mailboxes that dedupe by it keep one. */
  messageId?: string;
  /** The language the mail is written in: sent as Content-Language. */
  language?: Language;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}


function buildMessage(from: string, mail: Mail): nodemailer.SendMailOptions {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return {
    from: mail.fromName ? { name: headerText(mail.fromName), address } : from,
    to: mail.to,
    replyTo: mail.replyTo,
    // Names and subjects carry users' text: header-text.ts.
    subject: headerText(mail.subject),
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    messageId: mail.messageId,
    ...(mail.unsubscribeUrl && { list: { unsubscribe: mail.unsubscribeUrl } }),
    headers: {
      ...(mail.language && { 'Content-Language': mail.language }),
      ...(mail.unsubscribeUrl && { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
    },
  };
}

/** Writes each mail as an .eml file into DATA_DIR/outbox: the one-machine default. */
export function outboxMailer(dataDir: string, from: string, log?: (msg: string) => void): Mailer {
  const dir = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(buildMessage(from, mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      // Write then rename, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log?.(`mail to ${mail.to} written to ${file}`);
    },
    close() {
      transport.close();
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  // A mail server that silently drops connections must not hold a host's request for minutes.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 });
  return {
    async send(mail) {
      await transport.sendMail(buildMessage(from, mail));
    },
    close() {
      transport.close();
    },
  };
}

/** The same mailer, telling `count` whether each mail went out (the metrics' mails sent and failed). */
export function countedMailer(mailer: Mailer, count: (outcome: 'sent' | 'failed') => void): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (err) {
        count('failed');
        throw err;
      }
      count('sent');
    },
    close: () => mailer.close(),
  };
}
