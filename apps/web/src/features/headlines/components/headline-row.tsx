import type { THeadlineStatus } from '@cairn/domain/headlines/headlines.constants';
import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Badge, Table } from '@mantine/core';
import { IconShare3 } from '@tabler/icons-react';
import { formatCreatedDate } from '../../../components/item-list/format-created-date.ts';
import { deleteAction, editAction, ItemRowMenu } from '../../../components/item-list/item-row-menu.tsx';
import { ItemTitle, NEW_ROW_BACKGROUND } from '../../../components/item-list/item-title.tsx';
import { OwnerDateCells } from '../../../components/item-list/owner-date-cells.tsx';
import { useRowExtraActions } from '../../../components/item-list/row-extra-actions.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIsNew } from '../../../lib/live/recently-added.ts';
import { HeadlineReviewSelect } from './headline-review-select.tsx';
import { useDeleteHeadline } from './use-delete-headline.ts';
import { useHeadlineTexts } from './use-headline-texts.ts';

/** The review badge's colour for readers who cannot change the status: open ones stand out. */
const REVIEW_BADGE_COLORS: Record<THeadlineStatus, string> = {
  ToReview: 'blue',
  Pending: 'orange',
  Reviewed: 'gray',
  Removed: 'gray',
};

type TProps = {
  headline: THeadline;
  owner: TPerson | undefined;
  /** False for observers: the status is shown as text, no menu, and the title does not open the editor. */
  canChange: boolean;
  isReviewing: boolean;
  onReview: (headline: THeadline, status: THeadlineStatus) => void;
  onEdit: (headline: THeadline) => void;
  /** Left out while the CascadeHeadlines flag is off: the menu then has no Cascade. */
  onCascade?: (headline: THeadline) => void;
};

/**
 * One headline of a list: its review status (To review / Reviewed / Removed, changed in place),
 * the title (opens Edit Headline; 'New' when it arrived live), owner, created date, and the
 * row's menu (Edit, Cascade, Delete: asks first).
 */
export function HeadlineRow({
  headline,
  owner,
  canChange,
  isReviewing,
  onReview,
  onEdit,
  onCascade,
}: TProps) {
  const { t } = useTranslation();
  const texts = useHeadlineTexts();
  const isNew = useIsNew('headline', headline.id);
  const extras = useRowExtraActions('headline', headline);
  const remove = useDeleteHeadline(headline);
  return (
    <Table.Tr data-new={isNew || undefined} bg={isNew ? NEW_ROW_BACKGROUND : undefined}>
      <Table.Td w={140}>
        {canChange ? (
          <HeadlineReviewSelect
            size="xs"
            w={130}
            aria-label={texts.reviewOf(headline.title)}
            value={headline.status}
            onChange={(status) => onReview(headline, status)}
            disabled={isReviewing}
          />
        ) : (
          <Badge variant="light" color={REVIEW_BADGE_COLORS[headline.status]}>
            {texts.statusName(headline.status)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td data-cell="title">
        <ItemTitle
          title={headline.title}
          isDone={headline.status === 'Removed'}
          isNew={isNew}
          onEdit={canChange ? () => onEdit(headline) : undefined}
        />
      </Table.Td>
      <OwnerDateCells owner={owner} date={formatCreatedDate(headline.createdAt)} />
      {canChange ? (
        <ItemRowMenu
          title={headline.title}
          actions={[
            editAction(t, () => onEdit(headline)),
            onCascade
              ? {
                  label: texts.cascade,
                  icon: <IconShare3 size={16} aria-hidden />,
                  onClick: () => onCascade(headline),
                }
              : null,
            ...extras,
            deleteAction(t, remove),
          ]}
        />
      ) : null}
    </Table.Tr>
  );
}
