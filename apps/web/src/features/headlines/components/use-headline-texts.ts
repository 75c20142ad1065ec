import { HEADLINE_STATUSES, type THeadlineStatus } from '@cairn/domain/headlines/headlines.constants';
import { useMemo } from 'react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** The key of each review status's name (002 §4); the domain's labels stay the server's. */
export const HEADLINE_STATUS_KEYS: Record<THeadlineStatus, TTextKey> = {
  ToReview: 'headline.status.toReview',
  Reviewed: 'headline.status.reviewed',
  Pending: 'headline.status.pending',
  Removed: 'headline.status.removed',
};

/** Texts of the headline popups and lists, in the person's language (issue 33; 001 §2 names the buttons). */
export function useHeadlineTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /** The item as a heading names it ('Headline'), in a sentence ('headline') and its plural ('headlines'). */
      name: t('headline.name'),
      item: t('headline.item'),
      items: t('headline.items'),
      headlines: t('headline.list.label'),
      addHeadline: t('headline.add'),
      editHeadline: t('headline.edit'),
      cascadeHeadline: t('headline.cascade.title'),
      addAndCreateAnother: t('headline.addAndCreateAnother'),
      add: t('headline.submitAdd'),
      save: t('headline.save'),
      cascade: t('headline.cascade.action'),
      meeting: t('headline.field.meeting'),
      reviewStatus: t('headline.field.reviewStatus'),
      title: t('headline.column.title'),
      owner: t('headline.column.owner'),
      created: t('headline.column.created'),
      actions: t('headline.column.actions'),
      needsMeeting: t('headline.needsMeeting'),
      removed: t('headline.removed'),
      deleteQuestion: t('headline.deleteQuestion'),
      deleted: (title: string) => t('headline.deleted', { title }),
      reviewOf: (title: string) => t('headline.reviewOf', { title }),
      cascadeIntro: t('headline.cascade.intro'),
      row: (number: number) => t('headline.cascade.row', { number }),
      ownerOfRow: (number: number) => t('headline.cascade.ownerOfRow', { number }),
      meetingsOfRow: (number: number) => t('headline.cascade.meetingsOfRow', { number }),
      removeRow: (number: number) => t('headline.cascade.removeRow', { number }),
      addRow: t('headline.cascade.addRow'),
      needsTarget: t('headline.cascade.needsTarget'),
      cascaded: (count: number) => t('headline.cascade.done', { count }),
      saveBeforeCascade: t('headline.cascade.saveFirst'),
      cascadedCopy: t('headline.cascade.copy'),
      statusName: (status: THeadlineStatus) => t(HEADLINE_STATUS_KEYS[status]),
      statusOptions: HEADLINE_STATUSES.map((status) => ({
        value: status,
        label: t(HEADLINE_STATUS_KEYS[status]),
      })),
    }),
    [t],
  );
}
