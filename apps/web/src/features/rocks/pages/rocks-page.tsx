import { can } from '@cairn/domain/permissions/can';
import { quarterKey } from '@cairn/domain/rocks/rock-quarters';
import { Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PersonSelect } from '../../../components/person-picker/person-picker.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { RockListSection } from '../components/rock-list-section.tsx';
import {
  ALL_QUARTERS,
  chosenQuarter,
  quarterChoices,
  rockPageEmptyState,
  rockPageFilters,
} from './rock-page-filters.ts';

/** The page's own params, beside the list's (`rocks.scope`, `rocks.status`, ...). */
const PARAMS = { quarter: 'rocks.quarter', owner: 'rocks.owner' } as const;

/**
 * Rocks (`/rocks`): every rock the caller may see across the organisation's meetings, by quarter
 * (this quarter first) and by owner, with the lists' usual status filters and search. A team
 * reviews the quarter here without opening each meeting.
 */
export function RocksPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const { today } = useOrgClock();
  const [params, setParams] = useSearchParams();
  const isPhone = useIsPhone();
  const canChange = Boolean(session?.person && can(session.person, 'content.change'));
  const quarter = chosenQuarter(params.get(PARAMS.quarter), today);
  const ownerId = params.get(PARAMS.owner);
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('rocks.page');
      return next;
    });
  // One person's rocks replaces Mine / Everyone: the owner list is for looking at someone else.
  const isEveryone = params.get('rocks.scope') !== 'mine';
  return (
    <Stack gap="md">
      <PageTitle title={t('rock.page.title')} />
      <Text c="dimmed" mt={-16}>
        {t('rock.page.intro')}
      </Text>
      <RockListSection
        canChange={canChange}
        initialScope="everyone"
        filters={rockPageFilters(quarter, isEveryone ? ownerId : null)}
        empty={rockPageEmptyState(t, quarter, params.get('rocks.q') ?? '')}
        moreFilters={
          <>
            <Select
              aria-label={t('rock.page.quarter')}
              size="sm"
              w={isPhone ? '100%' : 220}
              allowDeselect={false}
              data={quarterChoices(t, today)}
              value={quarter ? quarterKey(quarter) : ALL_QUARTERS}
              onChange={(value) => setParam(PARAMS.quarter, value)}
            />
            {isEveryone ? (
              <PersonSelect
                label={t('rock.page.owner')}
                aria-label={t('rock.page.owner')}
                placeholder={t('rock.page.anyone')}
                clearable
                size="sm"
                w={isPhone ? '100%' : 220}
                styles={{ label: { display: 'none' } }}
                value={ownerId}
                onChange={(id) => setParam(PARAMS.owner, id)}
              />
            ) : null}
          </>
        }
      />
    </Stack>
  );
}
