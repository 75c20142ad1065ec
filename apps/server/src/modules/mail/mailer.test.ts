import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../db/schema/index.ts';
import { startSmtpSink, type TSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TTestApp, testConfig } from '../../test/test-app.ts';
import { createMailJobHandler, MAIL_JOB, type TMail } from './mailer.ts';

const REGISTRATION = {
  firstName: 'Mail',
  lastName: 'Test',
  email: 'smtp@example.com',
  password: 'Sending-Mail-1',
  acceptTerms: true,
};

const mail: TMail = {
  to: 'ada@example.com',
  subject: 'Reset your Cairn password',
  text: 'Open http://localhost:3000/update-password/abc to choose a new password.',
  html: '<p>reset</p>',
};

describe('mail over a real SMTP server', () => {
  let sink: TSmtpSink;
  let app: TTestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ smtpUrl: sink.url });
  });

  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('sends the verification code through SMTP, from the job queue', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/account/register', payload: REGISTRATION });
    expect(res.statusCode).toBe(200);
    const sent = await sink.waitFor('smtp@example.com');
    expect(sent.to).toEqual(['smtp@example.com']);
    expect(sent.subject).toMatch(/^Your Cairn verification code: \S{6}$/);
    const [job] = await app.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(job.payload).toMatchObject({ to: 'smtp@example.com' });
  });

  it('sends nothing for a mail queued in a transaction that rolls back', async () => {
    const rolledBack = { ...mail, to: 'never@example.com' };
    await app.db
      .transaction(async (tx) => {
        await app.mailer.send(rolledBack, { tx });
        throw new Error('the change fails after the mail was queued');
      })
      .catch(() => undefined);
    await app.mailer.send({ ...mail, to: 'after@example.com' });
    await app.jobs.drain();
    await sink.waitFor('after@example.com');
    expect(sink.received.filter((m) => m.to.includes('never@example.com'))).toEqual([]);
    const queued = await app.db.select().from(jobs);
    expect(queued.map((job) => (job.payload as TMail).to)).not.toContain('never@example.com');
    expect(await app.db.select().from(outbox).where(eq(outbox.to, 'never@example.com'))).toEqual([]);
  });
});

describe('mail without SMTP_URL', () => {
  it('is printed to the console as one box with the subject and the link on a line of its own', async () => {
    const printed: string[] = [];
    const deliver = createMailJobHandler(testConfig({ smtpUrl: undefined }), (text) => printed.push(text));
    await deliver(mail, new Date());
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('│ To:      ada@example.com');
    expect(printed[0]).toContain('│ Subject: Reset your Cairn password');
    expect(printed[0]).toContain('│ Link:    http://localhost:3000/update-password/abc\n');
  });

  it('is not kept where HTTP could read it without CAIRN_TEST_OUTBOX', async () => {
    const app = await createTestApp({ nodeEnv: 'development', testOutbox: false });
    await app.mailer.send(mail);
    expect(await app.db.select().from(outbox)).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/api/v2/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(app.printRoutes()).not.toContain('outbox');
    await app.close();
  });

  it('is served by the test outbox route with CAIRN_TEST_OUTBOX=1', async () => {
    const app = await createTestApp();
    await app.inject({ method: 'POST', url: '/api/v2/account/register', payload: REGISTRATION });
    const res = await app.inject({ method: 'GET', url: '/api/v2/dev/outbox?to=smtp@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].subject).toMatch(/^Your Cairn verification code: \S{6}$/);
    await app.close();
  });
});
