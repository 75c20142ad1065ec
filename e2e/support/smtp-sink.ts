import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e SMTP sink, started by Playwright as a web server beside Cairn (playwright.config.ts):
 * Cairn sends its mail here over real SMTP, and `GET /mail?to=<email>` on the HTTP port answers
 * what arrived for that address, newest first (`support/outbox.ts` reads codes from it).
 */
type TSunkMail = { to: string[]; subject: string; raw: string; receivedAt: string };

const smtpPort = Number(process.env.SMTP_SINK_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
const received: TSunkMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    stream.on('end', () => {
      const subject = raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '';
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      received.unshift({ to, subject, raw, receivedAt: new Date().toISOString() });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  const to = url.searchParams.get('to')?.toLowerCase();
  const items = url.pathname === '/mail' ? received.filter((mail) => !to || mail.to.includes(to)) : [];
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ items }));
}).listen(httpPort, '127.0.0.1');
