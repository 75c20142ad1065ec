import { afterAll, beforeAll } from 'vitest';
import type { TConfig } from '../config.ts';
import { lateBound } from './route-test.ts';
import { startSmtpSink, type TSmtpSink } from './smtp-sink.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/**
 * A test app that sends real mail to a local SMTP sink (house rule): both made before the file's
 * tests and closed after them.
 */
export function useSmtpTestApp(overrides: Partial<TConfig> = {}) {
  let built: { sink: TSmtpSink; app: TTestApp } | undefined;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    built = { sink, app: await createTestApp({ smtpUrl: sink.url, ...overrides }) };
  });
  afterAll(async () => {
    await built?.app.close();
    await built?.sink.close();
  });
  return {
    app: lateBound(() => built?.app, 'app'),
    sink: lateBound(() => built?.sink, 'sink'),
  };
}
