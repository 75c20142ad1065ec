import type { TColorTag } from '@cairn/domain/meetings/meetings.constants';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';

/** Each colour tag's name (000 §3), in the person's language: the domain keeps the codes. */
export const COLOR_TAG_NAME_KEYS: Record<TColorTag, TTextKey> = {
  None: 'meeting.color.none',
  Blue: 'meeting.color.blue',
  Orange: 'meeting.color.orange',
  Teal: 'meeting.color.teal',
  Purple: 'meeting.color.purple',
  Green: 'meeting.color.green',
  DarkOrange: 'meeting.color.darkOrange',
  Gray: 'meeting.color.gray',
};
