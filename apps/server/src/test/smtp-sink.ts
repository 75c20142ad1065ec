import { SMTPServer } from 'smtp-server';

/** One message the sink received: envelope recipients and the raw message. */
export type TSunkMail = { to: string[]; raw: string; subject: string };

/** A local SMTP server that keeps every message, for tests that send real mail (house rule). */
export type TSmtpSink = {
  url: string;
  received: TSunkMail[];
  /** Resolves with the first message to `to` that matches, as soon as it has arrived. */
  waitFor: (to: string, match?: (mail: TSunkMail) => boolean) => Promise<TSunkMail>;
  close: () => Promise<void>;
};

/** A message's quoted-printable text as UTF-8: soft breaks joined, `=C3=A4` bytes decoded. */
export function quotedPrintableText(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_w, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Starts an SMTP sink on a free port of 127.0.0.1. */
export async function startSmtpSink(): Promise<TSmtpSink> {
  const received: TSunkMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        const subject = raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const find = (to: string, match: (mail: TSunkMail) => boolean) =>
    received.find((mail) => mail.to.includes(to) && match(mail));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (to, match = () => true) =>
      new Promise((resolve) => {
        const check = () => {
          const mail = find(to, match);
          if (mail) resolve(mail);
          else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
