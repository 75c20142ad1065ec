import { useState } from 'react';
import { EditItemPanel } from '../../../components/item-popup/edit-item-panel.tsx';
import { issueQueryOptions } from '../api/get-issue.ts';
import { EditIssueForm } from './edit-issue-form.tsx';
import { MoveIssuePanel } from './move-issue-panel.tsx';
import { useIssueTexts } from './use-issue-texts.ts';

export type TEditIssuePanelProps = { issueId: string; onClose: () => void };

/**
 * Edit Issue (000 §2.4): loads the issue and shows its form; its Move button swaps in Move Issue
 * (Cancel there comes back, a move closes both). Closes with a toast when the issue is deleted
 * while open.
 */
export function EditIssuePanel({ issueId, onClose }: TEditIssuePanelProps) {
  const texts = useIssueTexts();
  const [isMoving, setMoving] = useState(false);
  return (
    <EditItemPanel
      title={texts.editIssue}
      query={issueQueryOptions(issueId)}
      removedText={texts.removed}
      onClose={onClose}
    >
      {(issue, reload) =>
        isMoving ? (
          <MoveIssuePanel issue={issue} onClose={() => setMoving(false)} onMoved={onClose} />
        ) : (
          <EditIssueForm issue={issue} onReload={reload} onClose={onClose} onMove={() => setMoving(true)} />
        )
      }
    </EditItemPanel>
  );
}
