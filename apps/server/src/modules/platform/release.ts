import type { FastifyInstance } from 'fastify';
import { readSetting, writeSetting } from './app-settings.repository.ts';

const VERSION_KEY = 'lastVersion';

/** When this node runs a version newer than the last one seen, open browsers are told (NewRelease). */
export async function announceReleaseIfNew(app: FastifyInstance) {
  const last = await readSetting<string>(app.db, VERSION_KEY);
  if (last === app.config.version) return;
  await writeSetting(app.db, VERSION_KEY, app.config.version);
  if (last) app.live.newRelease(app.config.version);
}
