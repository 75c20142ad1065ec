import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { TJobHandler, TJobQueue } from '../jobs/index.ts';
import { mailConsoleBlock, type TMailAction } from './mail-console.ts';

/**
 * One email. `text` is always sent beside `html` for clients that want plain text; `action`, the
 * code or link it carries, stands out when the mail is printed to the console (mail-console.ts).
 */
export type TMail = { to: string; subject: string; text: string; html: string; action?: TMailAction };

const ZMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  action: z.object({ label: z.enum(['Code', 'Link']), value: z.string() }).optional(),
});

/** The job kind that sends one mail (modules/jobs). */
export const MAIL_JOB = 'mail.send';

/** `tx`: the caller's transaction, so a rolled-back change mails nothing. */
type TSendOptions = { tx?: TDbOrTx };

export type TMailer = { send: (mail: TMail, options?: TSendOptions) => Promise<void> };

/** Writes text where the person running the server reads it (stdout by default). */
export type TPrint = (text: string) => void;

/**
 * The job handler that delivers one mail: over SMTP_URL, or printed to the console without it.
 * An SMTP failure throws, so the job is retried later with back-off.
 */
export function createMailJobHandler(config: TConfig, print: TPrint): TJobHandler {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return async (payload) => {
      const { action: _printedOnly, ...mail } = ZMail.parse(payload);
      await transport.sendMail({ from: config.mailFrom, ...mail });
    };
  }
  return async (payload) => print(mailConsoleBlock(ZMail.parse(payload)));
}

/**
 * The mailer the modules call: `send` queues a mail job (in the caller's transaction when given
 * one, so a rolled-back change mails nothing) and returns; a request never waits for SMTP, and
 * any node's worker delivers it. With CAIRN_TEST_OUTBOX=1 every mail is also kept in the outbox
 * table, in the same transaction, for the test suites to read.
 */
export function createMailer(config: TConfig, db: TDb, jobs: TJobQueue): TMailer {
  return {
    send: async (mail, options = {}) => {
      if (config.testOutbox) await (options.tx ?? db).insert(outbox).values(mail);
      await jobs.enqueue(MAIL_JOB, mail, { tx: options.tx });
    },
  };
}
