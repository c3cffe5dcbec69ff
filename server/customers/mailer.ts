/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without (the embedded default, DESIGN),
 * every mail goes to the mail_outbox table and its links are written to the log, so a developer
 * can follow a reset or opt-in link on a fresh machine.
 */
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
      await options.db.insert(mailOutbox).values({
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
      });
      // The address is left out of the log; its hash (the customer's emailHash) tells mails apart.
      options.log.info('mail written to the outbox', {
        kind: message.kind,
        toHash: await emailHash(message.to),
        links: message.links ?? [],
      });
    },
  };
}
