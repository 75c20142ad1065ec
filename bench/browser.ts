import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ms } from './format.ts';

/** The production web build the browser benchmarks serve (`npm run build` makes it). */
export const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Debian's Chromium, headless and quiet: no background traffic in the figures. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** min / median / max of a few runs. */
export function spread(values: number[], format: (n: number) => string = ms): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(sorted[0] ?? 0)} / ${format(sorted[Math.floor(sorted.length / 2)] ?? 0)} / ${format(sorted.at(-1) ?? 0)}`;
}
