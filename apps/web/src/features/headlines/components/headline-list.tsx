import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { useState } from 'react';
import { ItemTable, type TEmptyList } from '../../../components/item-list/item-table.tsx';
import { useEditItem } from '../../../components/item-popup/edit-item-param.ts';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useReviewHeadline } from '../api/review-headline.ts';
import { CascadeHeadlinePanel } from './cascade-headline-panel.tsx';
import { HeadlineRow } from './headline-row.tsx';
import { useHeadlineTexts } from './use-headline-texts.ts';

export type THeadlineListProps = {
  headlines: readonly THeadline[];
  isPending: boolean;
  /** False for observers: no review control, no menu, no editing. */
  canChange: boolean;
  /** What the list says when it is empty: what to do next. */
  empty: TEmptyList;
};

/**
 * A list of headlines (the meeting overview): the review status changed in place with the
 * version it shows (`PUT headline/{id}/review`), owner and created date; the title or the row
 * menu's Edit opens Edit Headline, Cascade (flag CascadeHeadlines) opens Cascade Headline.
 */
export function HeadlineList({ headlines, isPending, canChange, empty }: THeadlineListProps) {
  const texts = useHeadlineTexts();
  const people = usePeopleOfOrg();
  const canCascade = useFeatureFlag('CascadeHeadlines');
  const editing = useEditItem();
  const [cascading, setCascading] = useState<THeadline | null>(null);
  const review = useReviewHeadline();
  return (
    <>
      <ItemTable
        label={texts.headlines}
        columns={[
          { label: texts.reviewStatus, width: 140 },
          { label: texts.title },
          { label: texts.owner },
          { label: texts.created },
          canChange ? { label: texts.actions, width: 48, isHidden: true } : null,
        ]}
        isPending={isPending}
        empty={empty}
        rows={headlines}
        renderRow={(headline) => (
          <HeadlineRow
            key={headline.id}
            headline={headline}
            owner={headline.ownerId ? people.byId.get(headline.ownerId) : undefined}
            canChange={canChange}
            isReviewing={review.isPending && review.variables?.headline.id === headline.id}
            onReview={(item, status) => review.mutate({ headline: item, status })}
            onEdit={(item) => editing.open('headline', item.id)}
            onCascade={canCascade ? setCascading : undefined}
          />
        )}
      />
      {cascading && canCascade ? (
        <CascadeHeadlinePanel headline={cascading} onClose={() => setCascading(null)} />
      ) : null}
    </>
  );
}
