import { useState } from 'react';
import { EditItemPanel } from '../../../components/item-popup/edit-item-panel.tsx';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { headlineQueryOptions } from '../api/get-headline.ts';
import { CascadeHeadlinePanel } from './cascade-headline-panel.tsx';
import { EditHeadlineForm } from './edit-headline-form.tsx';
import { useHeadlineTexts } from './use-headline-texts.ts';

/**
 * Edit Headline (001 §2): loads the headline and shows its form; closes with a toast when the
 * headline is deleted while open. With the CascadeHeadlines flag on, its Cascade button turns
 * the popup into Cascade Headline (Cancel there comes back here).
 */
export function EditHeadlinePanel({ headlineId, onClose }: { headlineId: string; onClose: () => void }) {
  const texts = useHeadlineTexts();
  const canCascade = useFeatureFlag('CascadeHeadlines');
  const [isCascading, setCascading] = useState(false);
  return (
    <EditItemPanel
      title={texts.editHeadline}
      query={headlineQueryOptions(headlineId)}
      removedText={texts.removed}
      onClose={onClose}
    >
      {(headline, reload) =>
        canCascade && isCascading ? (
          <CascadeHeadlinePanel
            headline={headline}
            onClose={() => setCascading(false)}
            onCascaded={onClose}
          />
        ) : (
          <EditHeadlineForm
            headline={headline}
            onReload={reload}
            onClose={onClose}
            onCascade={canCascade ? () => setCascading(true) : undefined}
          />
        )
      }
    </EditItemPanel>
  );
}
