import { VTO_ENDPOINTS as E } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Switch, Tabs, Text } from '@mantine/core';
import { IconCopy, IconGitCompare, IconLock, IconPrinter } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RemovedRevisionAlert } from '../../../components/documents/removed-revision-alert.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isRevisionId, VtoPublishedRedirect } from '../../../lib/navigation/published-revision-redirect.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useSectionSave } from '../api/use-section-save.ts';
import { useVtoRevision } from '../api/vto-api.ts';
import { ComparePicker } from '../components/compare-picker.tsx';
import { CompareView } from '../components/compare-view.tsx';
import { CopyVtoModal } from '../components/copy-vto-modal.tsx';
import { TractionPage } from '../components/traction-page.tsx';
import { VisionPage } from '../components/vision-page.tsx';
import { VtoPdfButton } from '../components/vto-pdf-button.tsx';
import { VTO_HOME_PATH, vtoComparePath, vtoDetailPath, vtoFolderPath } from '../vto-paths.ts';
import '../../../components/print/print-shell.css';
import '../vto-print.css';
import '../texts.ts';

/** The revision as a reader sees it: for the printout, no edit controls. */
const readOnly = (revision: TVtoRevision): TVtoRevision => ({
  ...revision,
  permissions: { ...revision.permissions, canEdit: false },
});

/**
 * `/vto/detail/{collectionId}/{revisionId}/{vision|traction}` (VtoDetail): the two pages of the
 * V/TO, each section edited in place by those who may (002 §4, §5); others read it.
 */
export function VtoDetailPage() {
  const { page } = useParams();
  // `/vto/detail/{c}/{r}/{publishedId}` (000 §2.1): the third segment may be a revision id.
  if (isRevisionId(page)) return <VtoPublishedRedirect />;
  return <VtoRevisionPage />;
}

function VtoRevisionPage() {
  const { t } = useTranslation();
  const { collectionId = '', revisionId = '', page = 'vision' } = useParams();
  const [searchParams] = useSearchParams();
  const [withCollection, withRevision] = (searchParams.get('with') ?? '').split('/');
  const comparedWith =
    page === 'compare' && withCollection && withRevision
      ? { collectionId: withCollection, revisionId: withRevision }
      : null;
  const [isPickingCompare, setPickingCompare] = useState(false);
  const { data: session } = useSession();
  const navigate = useNavigate();
  const revision = useVtoRevision(collectionId, revisionId);
  // The page renders its answer at a deferred priority, in slices the browser paints between:
  // an answer of TanStack Query renders synchronously, the whole page in one long task (issue 38).
  const answer = useMemo(() => ({ revisionId, data: revision.data }), [revisionId, revision.data]);
  const deferred = useDeferredValue(answer);
  // Not the previous revision's for a moment when another one opens.
  const data = deferred.revisionId === revisionId ? deferred.data : undefined;
  const { save, isSaving } = useSectionSave(collectionId, revisionId);
  const [isCopyOpen, setCopyOpen] = useState(false);
  const [ltOnlyShown, setLtOnlyShown] = useState<boolean | null>(null);
  const [isPrinting, setPrinting] = useState(false);
  // Print sends both pages (Vision, then Traction on a page of its own), drawn for the moment of
  // the browser's print dialog; the tab shown comes back after.
  useEffect(() => {
    if (!isPrinting) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    const frame = requestAnimationFrame(() => {
      window.print();
      done();
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [isPrinting]);
  const isObserver = session?.person?.role === 'Observer';

  if (revision.isError) {
    const removed = isApiError(revision.error) && revision.error.messages[0]?.id === 'VTO_REMOVED';
    if (!removed) {
      return (
        <Alert color="red" title={t('vto.detail.loadFailed')}>
          <Anchor component={Link} to={vtoFolderPath(collectionId)}>
            {t('vto.detail.backToFolder')}
          </Anchor>
        </Alert>
      );
    }
    return (
      <RemovedRevisionAlert
        message={t('vto.detail.removed')}
        backPath={vtoFolderPath(collectionId)}
        backLabel={t('vto.detail.backToFolder')}
        copyDialog={({ opened, onClose }) => (
          <CopyVtoModal
            revision={{ collectionId, id: revisionId }}
            opened={opened}
            onClose={onClose}
            onCopied={(copy) => {
              onClose();
              void navigate(vtoDetailPath(copy.collectionId, copy.id));
            }}
          />
        )}
      />
    );
  }
  if (!data) return <Skeleton height={400} radius="md" aria-label={t('vto.detail.loading')} />;
  const setPublished = (isPublished: boolean) =>
    save(isPublished ? E.publish : E.unpublish, (r) => r.version);

  return (
    <Stack gap="md" className="vto-detail">
      <Group gap="xs" className="vto-no-print">
        <Anchor component={Link} to={VTO_HOME_PATH} size="sm">
          {t('vto.title')}
        </Anchor>
        <Text size="sm" c="dimmed">
          /
        </Text>
        <Anchor component={Link} to={vtoFolderPath(collectionId)} size="sm">
          {data.collectionTitle}
        </Anchor>
      </Group>
      <PageTitle title={data.title}>
        <Group gap="xs" className="vto-no-print">
          <Badge variant="light" color={data.isPublished ? 'green' : 'gray'} size="lg">
            {data.isPublished ? t('vto.detail.published') : t('vto.detail.draft')}
          </Badge>
          {data.permissions.canEdit ? (
            <Button
              size="sm"
              variant={data.isPublished ? 'default' : 'filled'}
              loading={isSaving}
              onClick={() => void setPublished(!data.isPublished)}
            >
              {data.isPublished ? t('vto.detail.unpublish') : t('vto.detail.publish')}
            </Button>
          ) : null}
          {data.permissions.canEdit ? (
            <Switch
              label={t('vto.detail.ltOnlySwitch')}
              checked={ltOnlyShown ?? data.isTractionLtOnly}
              disabled={isSaving}
              onChange={(e) => {
                // Shown at once; the saved revision (or, on a refusal, the old one) takes over after.
                const isTractionLtOnly = e.currentTarget.checked;
                setLtOnlyShown(isTractionLtOnly);
                void save(E.sharing, (r) => r.version, { body: { isTractionLtOnly } }).finally(() =>
                  setLtOnlyShown(null),
                );
              }}
            />
          ) : data.isTractionLtOnly ? (
            <Badge variant="outline" color="gray" size="lg" leftSection={<IconLock size={12} aria-hidden />}>
              {t('vto.detail.ltOnlyBadge')}
            </Badge>
          ) : null}
          {!isObserver ? (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => setCopyOpen(true)}
            >
              {t('vto.detail.copy')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="subtle"
            leftSection={<IconGitCompare size={16} aria-hidden />}
            onClick={() => setPickingCompare(true)}
          >
            {t('vto.detail.compare')}
          </Button>
          <Button
            size="sm"
            variant="subtle"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => setPrinting(true)}
          >
            {t('vto.detail.print')}
          </Button>
          <VtoPdfButton collectionId={data.collectionId} revisionId={data.id} />
        </Group>
      </PageTitle>
      {isPickingCompare ? (
        <ComparePicker
          revisionId={revisionId}
          onClose={() => setPickingCompare(false)}
          onCompare={(other) => {
            setPickingCompare(false);
            void navigate(vtoComparePath(collectionId, revisionId, other));
          }}
        />
      ) : null}
      {isPrinting ? (
        <Stack gap="md" className="vto-print-both">
          <VisionPage revision={readOnly(data)} save={save} isWhole />
          <div className="vto-page-break" />
          <TractionPage revision={readOnly(data)} save={save} personId={session?.person?.id ?? ''} isWhole />
        </Stack>
      ) : comparedWith ? (
        <CompareView
          revision={data}
          other={comparedWith}
          onClose={() => void navigate(vtoDetailPath(collectionId, revisionId))}
        />
      ) : (
        <Tabs
          value={page}
          onChange={(next) =>
            void navigate(
              vtoDetailPath(collectionId, revisionId, next === 'traction' ? 'traction' : 'vision'),
            )
          }
          keepMounted={false}
        >
          <Tabs.List className="vto-no-print">
            <Tabs.Tab value="vision">{t('vto.page.vision')}</Tabs.Tab>
            <Tabs.Tab value="traction">{t('vto.page.traction')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="vision" pt="md">
            <VisionPage revision={data} save={save} />
          </Tabs.Panel>
          <Tabs.Panel value="traction" pt="md">
            <TractionPage revision={data} save={save} personId={session?.person?.id ?? ''} />
          </Tabs.Panel>
        </Tabs>
      )}
      <CopyVtoModal
        revision={data}
        opened={isCopyOpen}
        onClose={() => setCopyOpen(false)}
        onCopied={(copy) => {
          setCopyOpen(false);
          void navigate(vtoDetailPath(copy.collectionId, copy.id, 'traction'));
        }}
      />
    </Stack>
  );
}
