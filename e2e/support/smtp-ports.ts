/** The e2e SMTP sink's ports (support/smtp-sink.ts), derived from the app's so parallel runs differ. */
const appPort = Number(process.env.E2E_PORT ?? 3100);

export const SMTP_SINK = { smtpPort: appPort + 20_000, httpPort: appPort + 21_000 };
