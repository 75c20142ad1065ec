import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

/** One email. `text` is always sent beside `html` for clients that want plain text. */
export type TMail = { to: string; subject: string; text: string; html: string };

export type TMailer = { send: (mail: TMail) => Promise<void> };

/** Sends over SMTP_URL; without it, mail goes to the outbox table (readable outside production). */
export function createMailer(config: TConfig, db: TDb, log: FastifyBaseLogger): TMailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      await db.insert(outbox).values(mail);
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },
  };
}
