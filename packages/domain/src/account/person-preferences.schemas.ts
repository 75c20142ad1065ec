import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { HOME_PAGES, PERSON_PREFERENCE_TEXTS, USER_THEMES } from './person-preferences.ts';

/** `{orgId}/{n}` of a preference call whose `n` picks one of `count` choices. */
const indexParams = (count: number, message: string) =>
  z.object({
    orgId: z.uuid(),
    n: z.coerce
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(count - 1, message),
  });

export const ZUserThemeParams = indexParams(USER_THEMES.length, PERSON_PREFERENCE_TEXTS.theme);
export const ZHomePageParams = indexParams(HOME_PAGES.length, PERSON_PREFERENCE_TEXTS.dashboard);

/** The answer of both calls: the person's choices in that organisation. */
export const ZPersonPreferences = z.object({ theme: z.number().int(), dashboard: z.number().int() });
export const ZPersonPreferencesAnswer = ZEnvelope.extend({ preferences: ZPersonPreferences });
