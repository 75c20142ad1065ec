import { Button, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useVtoCollections } from '../api/vto-api.ts';

type TProps = {
  /** The revision on screen, left out of the choice. */
  revisionId: string;
  onClose: () => void;
  onCompare: (other: { collectionId: string; revisionId: string }) => void;
};

/** "Compare with…": any other V/TO the reader sees, by folder, newest first within each. */
export function ComparePicker({ revisionId, onClose, onCompare }: TProps) {
  const collections = useVtoCollections();
  const [chosen, setChosen] = useState<string | null>(null);
  const groups = (collections.data ?? [])
    .map((folder) => ({
      group: folder.title,
      items: [...folder.revisions]
        .filter((revision) => revision.id !== revisionId)
        .sort((a, b) => b.updated.localeCompare(a.updated))
        .map((revision) => ({
          value: `${folder.id}/${revision.id}`,
          label: `${revision.title}${revision.isPublished ? '' : ' (draft)'}`,
        })),
    }))
    .filter((group) => group.items.length > 0);
  const compare = () => {
    const [collectionId, otherId] = (chosen ?? '').split('/');
    if (collectionId && otherId) onCompare({ collectionId, revisionId: otherId });
  };

  return (
    <PopupPanel
      title="Compare with another V/TO"
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={compare} disabled={!chosen}>
            Compare
          </Button>
        </>
      }
    >
      {collections.isSuccess && groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          There is no other V/TO to compare with yet. Copy this one as next quarter's draft first.
        </Text>
      ) : (
        <Select
          label="V/TO to compare with"
          placeholder={collections.isPending ? 'Loading…' : 'Choose a V/TO'}
          data={groups}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage="No V/TO by that name"
          data-autofocus
        />
      )}
    </PopupPanel>
  );
}
