import { describe, expect, it } from 'vitest';
import { verificationCodeMail } from '../auth/index.ts';
import { createLanguagePacks, translatorFor } from '../languages/index.ts';
import { invitationMail } from '../people/index.ts';
import { mailConsoleBlock, takePrintedMails } from './mail-console.ts';

const english = translatorFor(createLanguagePacks({ dataDir: '/nonexistent', log: console }), 'en');
const invitation = invitationMail(
  {
    to: 'ben@example.com',
    orgName: 'Acme Outdoor Co.',
    inviterName: 'Ada Admin',
    link: `http://localhost:3000/invitation/${'k'.repeat(120)}`,
    expiresAt: new Date('2026-12-04T00:00:00Z'),
  },
  english,
);

describe('a mail printed to the console', () => {
  it('puts the code a mail names on a line of its own, under who and the subject', () => {
    const box = mailConsoleBlock(verificationCodeMail('ada@example.com', 'K7Q2ZP', english));
    const lines = box.trim().split('\n');
    expect(lines[0]).toMatch(/^┌─ Mail \(printed here because SMTP_URL is not set\) ─+$/);
    expect(lines.slice(1, 5)).toEqual([
      '│ To:      ada@example.com',
      '│ Subject: Your Cairn verification code: K7Q2ZP',
      '│',
      '│ Code:    K7Q2ZP',
    ]);
    expect(lines.at(-1)).toMatch(/^└─+$/);
  });

  it('shows the first link when the mail names no action, whole however long', () => {
    const box = mailConsoleBlock(invitation);
    expect(box).toContain(`│ Link:    http://localhost:3000/invitation/${'k'.repeat(120)}\n`);
    expect(box).not.toMatch(/ +\n/);
  });

  it('stands apart from the log lines around it by a blank line on each side', () => {
    const box = mailConsoleBlock(invitation);
    expect(box.startsWith('\n┌')).toBe(true);
    expect(box.endsWith('─\n\n')).toBe(true);
  });
});

describe('reading printed mails back', () => {
  it('finds each whole box among log lines, with its text as the mail had it', () => {
    const code = verificationCodeMail('ada@example.com', 'K7Q2ZP', english);
    const output = `{"level":30,"msg":"GET /api/v2/session 200"}\n${mailConsoleBlock(code)}log line\n${mailConsoleBlock(invitation)}`;
    const { mails, rest } = takePrintedMails(output);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@example.com', code.subject],
      ['ben@example.com', invitation.subject],
    ]);
    expect(mails[0]?.text).toContain(code.text);
    expect(mails[1]?.text).toContain(invitation.text);
    expect(rest).not.toContain('┌─ Mail');
  });

  it('keeps a box printed in two pieces until its end arrives', () => {
    const box = mailConsoleBlock(invitation);
    const cut = Math.floor(box.length / 2);
    const first = takePrintedMails(`noise\n${box.slice(0, cut)}`);
    expect(first.mails).toEqual([]);
    const second = takePrintedMails(first.rest + box.slice(cut));
    expect(second.mails.map((mail) => mail.to)).toEqual(['ben@example.com']);
  });

  it('keeps a header cut in the middle of its marker', () => {
    const box = mailConsoleBlock(invitation);
    const first = takePrintedMails(`noise\n${box.slice(0, 4)}`);
    const second = takePrintedMails(first.rest + box.slice(4));
    expect(second.mails).toHaveLength(1);
  });
});
