import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

type TReceived = { to: string[]; raw: string };

describe('mail over a real SMTP server', () => {
  const received: TReceived[] = [];
  let smtp: SMTPServer;
  let app: TTestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification code through SMTP instead of the outbox', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/register',
      payload: {
        firstName: 'Mail',
        lastName: 'Test',
        email: 'smtp@example.com',
        password: 'Sending-Mail-1',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['smtp@example.com']);
    expect(received[0].raw).toMatch(/Subject: Your Cairn verification code: \S{6}/);
    const outbox = await app.inject({ method: 'GET', url: '/api/v2/dev/outbox?to=smtp@example.com' });
    expect(outbox.json().items).toHaveLength(0);
  });
});
