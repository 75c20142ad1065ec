import { describe, expect, it } from 'vitest';
import { HTTP_TEXTS, NOT_FOUND_NOUNS, notFoundText } from '../common/http-texts.ts';
import { ITEM_TEXTS } from '../items/items.constants.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { createMessageIndex, findMessage, MESSAGE_KEY_PREFIX, translateMessage } from './message-index.ts';
import { MESSAGE_SOURCES, messageEntries } from './message-sources.ts';
import { createTranslator } from './translator.ts';

const index = createMessageIndex(en);
const english = createTranslator(en, 'en');
const german = createTranslator({ ...en, ...de }, 'de');
const roundTrip = (text: string) => translateMessage(text, index, english.t);

/** Each function text of the constants, called with values like the server's (a new one needs a line). */
const SAMPLES: Record<string, unknown[][]> = {
  'item.created': [['Ship it']],
  'item.updated': [['Ship it']],
  'item.needsMeeting': [['a To-Do']],
  'ids.tooManyIds': [[500]],
  'accessToken.missingScope': [['todos:write']],
  'billing.inviteNoteTrial': [[1], [14]],
  'dashboard.typesAtMaximum': [[['To-Dos', 'Rocks']]],
  'export.newerFormat': [[3, 2]],
  'export.pathEscapes': [['../evil.json']],
  'flags.saved': [
    ['Smart Rocks', true],
    ['Smart Rocks', false],
  ],
  'headline.cascaded': [[1], [3]],
  'issue.moved': [['Weekly L10']],
  'licence.billingGranted': [['Ada Lovelace']],
  'licence.billingRemoved': [['Ada Lovelace']],
  'listImport.unknownColumn': [['owner']],
  'listImport.ownerUnknown': [['Bob']],
  'listImport.ownerAmbiguous': [['Bob']],
  'listImport.dateUnreadable': [['tomorrowish']],
  'live.reconnecting': [[0], [1], [4]],
  'meeting.created': [['Weekly L10']],
  'meeting.colorTagUpdated': [['Weekly L10', 'Blue']],
  'notification.allRead': [[1], [7]],
  'org.permissionNow': [['Admin']],
  'org.wrongOrg': [['Acme']],
  'org.orgDeleted': [['Acme']],
  'org.orgAccessLost': [['Acme']],
  'org.created': [['Acme']],
  'org.updated': [['Acme']],
  'org.memberAdded': [['Ada Lovelace']],
  'ownership.transferred': [['Ada Lovelace']],
  'ownership.confirm': [['Ada Lovelace']],
  'people.wrongAccount': [['ada@example.com']],
  'people.accepted': [['Acme']],
  'quarterly.tooMany': [['rocks', 20]],
  'scorecard.decimalsForUnit': [['Yen'], ['Dollars'], ['Number']],
  'scorecard.notAPeriodStart': [['Weekly'], ['Monthly'], ['Quarterly']],
  'scorecard.formulaUnknown': [['Revenue']],
  'scorecard.formulaCycle': [[['A', 'B', 'A']]],
  'scorecard.formulaInputFailed': [['Revenue']],
  'search.windowTooWide': [[100]],
  'search.unknownSort': [[['title', 'dueDate']]],
  'upgrade.approved': [['Ada Lovelace']],
  'upgrade.deniedNotice': [['Ada Lovelace']],
  'upgrade.alreadyApproved': [['Ada Lovelace']],
  'upgrade.noRequest': [['Ada Lovelace']],
};

describe('the server messages in the packs (decision 0039)', () => {
  it('the English pack holds exactly the msg keys the constants make (npm run i18n:messages)', () => {
    const packed = Object.fromEntries(
      Object.entries(en).filter(([key]) => key.startsWith(MESSAGE_KEY_PREFIX)),
    );
    expect(packed).toEqual(messageEntries());
  });

  it('every plain text of every constant finds its key and reads back the same in English', () => {
    for (const constant of Object.values(MESSAGE_SOURCES)) {
      for (const text of Object.values(constant)) {
        if (typeof text !== 'string') continue;
        expect(findMessage(text, index), text).not.toBeNull();
        expect(roundTrip(text)).toBe(text);
      }
    }
    for (const noun of NOT_FOUND_NOUNS) expect(roundTrip(notFoundText(noun))).toBe(notFoundText(noun));
  });

  it('every text with values finds a template and reads back the same in English', () => {
    const seen = new Set<unknown>();
    for (const [area, constant] of Object.entries(MESSAGE_SOURCES)) {
      for (const [name, text] of Object.entries(constant)) {
        // An area that spreads another's texts (rocks spread the items') is checked once, as the first.
        if (typeof text !== 'function' || seen.has(text)) continue;
        seen.add(text);
        const samples = SAMPLES[`${area}.${name}`];
        expect(
          samples,
          `${area}.${name} needs samples here and a template in MESSAGE_TEMPLATES`,
        ).toBeDefined();
        for (const values of samples ?? []) {
          const written = (text as (...args: unknown[]) => string)(...values);
          expect(findMessage(written, index), written).not.toBeNull();
          expect(roundTrip(written)).toBe(written);
        }
      }
    }
  });

  it('writes a message in German, with its values and plural form', () => {
    const inGerman = (text: string) => translateMessage(text, index, german.t);
    expect(inGerman(HTTP_TEXTS.forbidden)).toBe(german.t('msg.http.forbidden'));
    expect(inGerman(HTTP_TEXTS.forbidden)).not.toBe(HTTP_TEXTS.forbidden);
    expect(inGerman(ITEM_TEXTS.created('Ship it'))).toContain('Ship it');
    expect(inGerman('Headline cascaded to 1 owner.')).toBe(german.t('msg.headline.cascaded', { count: 1 }));
    expect(inGerman('Headline cascaded to 1200 owners.')).toContain('1.200');
  });

  it('leaves a text it does not know as it is', () => {
    expect(roundTrip('Ship the new pricing page')).toBe('Ship the new pricing page');
    expect(findMessage('', index)).toBeNull();
  });
});
