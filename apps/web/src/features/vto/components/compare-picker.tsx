import { Button, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useVtoCollections } from '../api/vto-api.ts';
import '../texts.ts';

type TProps = {
  /** The revision on screen, left out of the choice. */
  revisionId: string;
  onClose: () => void;
  onCompare: (other: { collectionId: string; revisionId: string }) => void;
};

/** "Compare with…": any other V/TO the reader sees, by folder, newest first within each. */
export function ComparePicker({ revisionId, onClose, onCompare }: TProps) {
  const { t } = useTranslation();
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
          label: revision.isPublished
            ? revision.title
            : t('vto.compare.draftOption', { title: revision.title }),
        })),
    }))
    .filter((group) => group.items.length > 0);
  const compare = () => {
    const [collectionId, otherId] = (chosen ?? '').split('/');
    if (collectionId && otherId) onCompare({ collectionId, revisionId: otherId });
  };

  return (
    <PopupPanel
      title={t('vto.compare.pickTitle')}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('vto.compare.cancel')}
          </Button>
          <Button onClick={compare} disabled={!chosen}>
            {t('vto.detail.compare')}
          </Button>
        </>
      }
    >
      {collections.isSuccess && groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vto.compare.noOther')}
        </Text>
      ) : (
        <Select
          label={t('vto.compare.pickLabel')}
          placeholder={
            collections.isPending ? t('vto.compare.pickLoading') : t('vto.compare.pickPlaceholder')
          }
          data={groups}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage={t('vto.compare.nothingFound')}
          data-autofocus
        />
      )}
    </PopupPanel>
  );
}
