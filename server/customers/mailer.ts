/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without (the embedded default, DESIGN),
 * every mail goes to the mail_outbox table and, as a JSON file, to a pickup folder
 * (`${DATA_DIR}/mail-outbox/`), so a developer can follow a reset or opt-in link on a fresh
 * machine. The log only says that a mail was written: its links carry one-time tokens, and a log
 * is read by more people than a mailbox (issue 22.5).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { emailHash } from '../../shared/customer/email';
import { mailOutbox } from '../db/schema';
import type { Database } from '../db/types';

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Links in the mail, logged when the outbox is used. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(message: string, detail?: Record<string, unknown>): void;
}

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  /** Where the outbox also writes each mail as a file; none when unset (tests). */
  pickupDir?: string;
  from: string;
  log: MailLog;
}): Mailer {
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
      },
    };
  }
  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          kind: message.kind,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
        })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      const toHash = await emailHash(message.to);
      let file: string | undefined;
      if (options.pickupDir && row) {
        file = join(options.pickupDir, `${String(row.id).padStart(8, '0')}-${message.kind}.json`);
        await mkdir(options.pickupDir, { recursive: true, mode: 0o700 });
        const mail = { id: row.id, createdAt: row.createdAt, ...message, toHash };
        await writeFile(file, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      }
      // Neither the address (its hash, the customer's emailHash, tells mails apart) nor the links.
      options.log.info('mail written to the outbox', {
        kind: message.kind,
        toHash,
        id: row?.id,
        ...(file ? { file } : {}),
      });
    },
  };
}
