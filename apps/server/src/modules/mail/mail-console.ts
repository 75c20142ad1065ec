/*
 * Without SMTP_URL a mail is printed to the server's console, where the person running Cairn
 * copies a sign-up code or an invitation link out of it. Each mail is one box that stands out of
 * the one-line-per-request log: who, the subject, the code or link on a line of its own, then the
 * text. The box has no right-hand border, so a long link is never cut or padded and copies whole.
 * The soak (bench/soak-server.ts) reads its newcomers' codes back with `takePrintedMails`, so
 * the format and its parser live here together.
 */

/** What a mail asks its reader to use: a code to type or a link to open. */
export type TMailAction = { label: 'Code' | 'Link'; value: string };

/** A mail as printed and read back. */
export type TPrintedMail = { to: string; subject: string; text: string };

const WIDTH = 72;
const TOP = '┌─ Mail (printed here because SMTP_URL is not set) ';
const BAR = '│ ';
const BOTTOM = `└${'─'.repeat(WIDTH - 1)}`;

/** The action a mail names, else the first link in its text. */
function actionOf(text: string, action: TMailAction | undefined): TMailAction | undefined {
  if (action) return action;
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  return link ? { label: 'Link', value: link } : undefined;
}

/** The box one mail becomes on the console. */
export function mailConsoleBlock(mail: TPrintedMail & { action?: TMailAction }): string {
  const action = actionOf(mail.text, mail.action);
  const lines = [
    `${TOP}${'─'.repeat(Math.max(4, WIDTH - TOP.length))}`,
    `${BAR}To:      ${mail.to}`,
    `${BAR}Subject: ${mail.subject}`,
    ...(action ? [BAR.trimEnd(), `${BAR}${`${action.label}:`.padEnd(9)}${action.value}`] : []),
    BAR.trimEnd(),
    ...mail.text
      .trim()
      .split('\n')
      .map((line) => `${BAR}${line}`.trimEnd()),
    BOTTOM,
  ];
  return `\n${lines.join('\n')}\n\n`;
}

const BLOCK = /┌─ Mail [^\n]*\n│ To: +(\S+)\n│ Subject: (.*)\n([\s\S]*?)\n└─+\n/g;

/**
 * Takes the complete mail boxes out of printed output: the mails, and what is left to keep
 * reading (the start of a box not printed whole yet; other output before it is dropped).
 */
export function takePrintedMails(output: string): { mails: TPrintedMail[]; rest: string } {
  const mails: TPrintedMail[] = [];
  let end = 0;
  BLOCK.lastIndex = 0;
  for (let match = BLOCK.exec(output); match; match = BLOCK.exec(output)) {
    end = BLOCK.lastIndex;
    const body = (match[3] as string).split('\n').map((line) => line.replace(/^│ ?/, ''));
    mails.push({
      to: match[1] as string,
      subject: (match[2] as string).trim(),
      text: body.join('\n').trim(),
    });
  }
  const rest = output.slice(end);
  const start = rest.lastIndexOf('┌─ Mail ');
  return { mails, rest: start >= 0 ? rest.slice(start) : rest.slice(-TOP.length) };
}
