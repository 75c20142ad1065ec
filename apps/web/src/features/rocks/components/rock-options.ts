import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import {
  ROCK_STATUSES,
  ROCK_TYPES,
  type TRockStatus,
  type TRockType,
} from '@cairn/domain/rocks/rocks.constants';
import { useMemo } from 'react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/**
 * The key of each status's name (002 §3), for the web; the domain's ROCK_STATUS_LABELS stay the
 * server's English. The V/TO's quarter rocks show them too.
 */
export const ROCK_STATUS_KEYS: Record<TRockStatus, TTextKey> = {
  OnTrack: 'rock.status.onTrack',
  OffTrack: 'rock.status.offTrack',
  Done: 'rock.status.done',
  NotDone: 'rock.status.notDone',
  Closed: 'rock.status.closed',
  NonRock: 'rock.status.nonRock',
};

/** The key of each type's name: Individual, Company, Team, Departmental (000 §3). */
export const ROCK_TYPE_KEYS: Record<TRockType, TTextKey> = {
  personal: 'rock.type.personal',
  company: 'rock.type.company',
  team: 'rock.type.team',
  department: 'rock.type.department',
};

/** The six statuses as select options, named in the person's language (002 §3). */
export function useRockStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => ROCK_STATUSES.map((status) => ({ value: status, label: t(ROCK_STATUS_KEYS[status]) })),
    [t],
  );
}

/** The four types as select options, named in the person's language (000 §3). */
export function useRockTypeOptions() {
  const { t } = useTranslation();
  return useMemo(() => ROCK_TYPES.map((type) => ({ value: type, label: t(ROCK_TYPE_KEYS[type]) })), [t]);
}

/** The colour each status is shown in. */
export const ROCK_STATUS_COLORS: Record<TRockStatus, string> = {
  OnTrack: 'green',
  OffTrack: 'red',
  Done: 'blue',
  NotDone: 'orange',
  Closed: 'gray',
  NonRock: 'gray',
};

/**
 * Who may own a rock in these meetings: the people invited to every one of them (the owner must
 * be in each, docs/api.md). Undefined while nothing is chosen or the meetings are not loaded,
 * so the picker then offers the organisation (still under the 000 §6 rules).
 */
export function inviteesOfEvery(
  meetings: readonly TMeeting[] | undefined,
  meetingIds: readonly string[],
): string[] | undefined {
  const chosen = (meetings ?? []).filter((meeting) => meetingIds.includes(meeting.id));
  if (chosen.length === 0) return undefined;
  return chosen[0].inviteeIds.filter((id) => chosen.every((meeting) => meeting.inviteeIds.includes(id)));
}
