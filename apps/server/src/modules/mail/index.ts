// The mail module's front door: what other modules and the app may use.

export { registerMailRoutes } from './mail.routes.ts';
export { takePrintedMails } from './mail-console.ts';
export { escapeHtml, mailLayout } from './mail-layout.ts';
export type { TMail, TMailer } from './mailer.ts';
export { createMailer, createMailJobHandler, MAIL_JOB } from './mailer.ts';
