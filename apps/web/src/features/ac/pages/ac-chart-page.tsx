import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { keptVisibility } from '@cairn/domain/ac/ac-visibility';
import { Alert, Anchor, Badge, Box, Button, Group, Select, Skeleton, Stack, Switch } from '@mantine/core';
import { IconPrinter, IconUsers } from '@tabler/icons-react';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RemovedRevisionAlert } from '../../../components/documents/removed-revision-alert.tsx';
import { useOpenItemPopup } from '../../../components/item-popup/open-item-popup.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifyInfo, notifyNamedOr, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { acFolderPath, acPrintPath } from '../ac-paths.ts';
import { type TSeatFields, useAcRevision, useSeatActions } from '../api/ac-api.ts';
import { ChartCanvas } from '../components/chart-canvas.tsx';
import { ChartPdfMenu } from '../components/chart-pdf-menu.tsx';
import { ChartPeoplePanel } from '../components/chart-people-panel.tsx';
import { CopyRemovedChart } from '../components/copy-removed-chart.tsx';
import { PageSetupPopup } from '../components/page-setup-popup.tsx';
import { PrintModeBar } from '../components/print-mode-bar.tsx';
import { RemoveSeatModal } from '../components/remove-seat-modal.tsx';
import { SeatNotesPanel } from '../components/seat-notes-panel.tsx';
import { SeatPopup } from '../components/seat-popup.tsx';
import { usePrintMode } from '../components/use-print-mode.ts';
import { VisibilityPopup } from '../components/visibility-popup.tsx';
import '../texts.ts';

const EMPTY_OPTIONS: { value: string; label: string }[] = [];
const EMPTY_SEATS: TAcSeat[] = [];
const NOTHING_COLLAPSED: ReadonlySet<string> = new Set();
/** A seat's Add Issue starts with the seat named (and its holder), for the team to finish. */
const seatIssueTitle = (t: TFunction, seat: TAcSeat) =>
  seat.assignedTo
    ? t('ac.chart.issueTitleHolder', { title: seat.title, holder: seat.assignedTo })
    : t('ac.chart.issueTitle', { title: seat.title });

/** Which seat popup is open, and for what. */
type TPopup =
  | { kind: 'edit'; seat: TAcSeat }
  | { kind: 'below'; seat: TAcSeat; isAssistant: boolean }
  | { kind: 'above'; seat: TAcSeat }
  | { kind: 'remove'; seat: TAcSeat }
  | { kind: 'notes'; seat: TAcSeat };

/**
 * `/ac/collection/{c}/revision/{r}`: the chart (002 §2, §4): seats drawn top-down, each seat's menu
 * adds below, inserts above, adds an assistant, edits or removes; dragging a seat onto another
 * moves it; find a person or a seat to pan to it; a read-only toggle; publish. Changes by others
 * arrive live.
 */
export function AcChartPage() {
  const { t } = useTranslation();
  const { collectionId = '', revisionId = '' } = useParams();
  const chart = useAcRevision(collectionId, revisionId);
  const actions = useSeatActions(collectionId, revisionId);
  const [popup, setPopup] = useState<TPopup | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [isReadOnly, setReadOnly] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const [isVisibilityOpen, setVisibilityOpen] = useState(false);
  const [isPeopleOpen, setPeopleOpen] = useState(false);
  const [isPageSetupOpen, setPageSetupOpen] = useState(false);
  // The find box gets its (two per seat) options when first opened, not with every chart drawn.
  const [isFinding, setFinding] = useState(false);
  const navigate = useNavigate();
  const { data: session } = useSession();
  const seats = chart.data?.seats ?? EMPTY_SEATS;
  const print = usePrintMode(seats);
  // 001 §4: the read-only toggle applies except in print mode.
  const canEdit = Boolean(chart.data?.canEdit) && (print.isOn || !isReadOnly);

  const openItemPopup = useOpenItemPopup();
  const seatActions = useMemo(
    () => ({
      onEdit: (seat: TAcSeat) => setPopup({ kind: 'edit', seat }),
      onAddIssue: openItemPopup
        ? (seat: TAcSeat) => openItemPopup('issue', undefined, { title: seatIssueTitle(t, seat) })
        : undefined,
      onAddBelow: (seat: TAcSeat) => setPopup({ kind: 'below', seat, isAssistant: false }),
      onAddAssistant: (seat: TAcSeat) => setPopup({ kind: 'below', seat, isAssistant: true }),
      onInsertAbove: (seat: TAcSeat) => setPopup({ kind: 'above', seat }),
      onRemove: (seat: TAcSeat) => setPopup({ kind: 'remove', seat }),
      onNotes: (seat: TAcSeat) => setPopup({ kind: 'notes', seat }),
      onToggle: (seat: TAcSeat) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (next.has(seat.id)) next.delete(seat.id);
          else next.add(seat.id);
          return next;
        }),
    }),
    [openItemPopup, t],
  );
  const done = { onSuccess: () => setPopup(null), onError: notifyError };
  /** 001 §8: the holder's removal says whose seat it was, or the spec's failure text. */
  const holderRemoved = (seatTitle: string) => ({
    onSuccess: () => {
      setPopup(null);
      notifySuccess(t('ac.chart.holderRemoved', { seat: seatTitle }));
    },
    onError: (error: unknown) => notifyNamedOr(error, t('ac.chart.holderRemoveFailed')),
  });
  /** The seat popup's save: resolves once saved (the popup closes), rejects after the error toast. */
  const save = async (fields: TSeatFields) => {
    if (!popup || popup.kind === 'notes' || popup.kind === 'remove') return;
    try {
      if (popup.kind === 'edit')
        await actions.edit.mutateAsync({ ...fields, id: popup.seat.id, version: popup.seat.version });
      else if (popup.kind === 'below')
        await actions.create.mutateAsync({
          ...fields,
          parentId: popup.seat.id,
          isAssistant: popup.isAssistant,
        });
      else await actions.insert.mutateAsync({ ...fields, childId: popup.seat.id });
      setPopup(null);
    } catch (error) {
      notifyNamedOr(error, t('ac.chart.seatSaveFailed'));
      throw error;
    }
  };
  const findOptions = seats.flatMap((seat) => [
    { value: `${seat.id}:seat`, label: seat.title },
    ...(seat.assignedTo ? [{ value: `${seat.id}:holder`, label: `${seat.assignedTo} · ${seat.title}` }] : []),
  ]);

  if (chart.isError) {
    const isRemoved = isApiError(chart.error) && chart.error.messages[0]?.id === 'AC_REMOVED';
    if (!isRemoved) {
      return (
        <Alert color="red" title={t('ac.chart.loadFailed')}>
          <Anchor component={Link} to="/ac">
            {t('ac.chart.backToCharts')}
          </Anchor>
        </Alert>
      );
    }
    return (
      <RemovedRevisionAlert
        message={t('ac.document.removed')}
        backPath={acFolderPath(collectionId)}
        backLabel={t('ac.chart.backToFolder')}
        copyDialog={({ opened, onClose }) => (
          <CopyRemovedChart
            collectionId={collectionId}
            revisionId={revisionId}
            opened={opened}
            onClose={onClose}
          />
        )}
      />
    );
  }
  if (!chart.data) return <Skeleton height={400} radius="md" aria-label={t('ac.chart.loading')} />;
  const revision = chart.data;
  return (
    <Stack gap="sm" h="calc(100dvh - 180px)" mih={480}>
      <PageTitle title={revision.title}>
        <Badge variant="light" color={revision.isPublished ? 'green' : 'gray'}>
          {revision.isPublished ? t('ac.chart.published') : t('ac.chart.draft')}
        </Badge>
        {revision.canEdit ? (
          <Button size="xs" variant="default" onClick={() => setVisibilityOpen(true)}>
            {t('ac.chart.visibility')}
          </Button>
        ) : null}
        {revision.canEdit ? (
          <Button
            size="xs"
            variant="light"
            loading={actions.publish.isPending}
            onClick={() => actions.publish.mutate(!revision.isPublished, { onError: notifyError })}
          >
            {revision.isPublished ? t('ac.chart.unpublish') : t('ac.chart.publish')}
          </Button>
        ) : null}
      </PageTitle>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Select
          placeholder={t('ac.chart.find')}
          aria-label={t('ac.chart.find')}
          data={isFinding ? findOptions : EMPTY_OPTIONS}
          onDropdownOpen={() => setFinding(true)}
          searchable
          clearable
          w={{ base: '100%', sm: 280 }}
          onChange={(value) => setFound(value ? (value.split(':')[0] ?? null) : null)}
          nothingFoundMessage={t('ac.chart.noResults')}
        />
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={14} aria-hidden />}
            onClick={() => setPageSetupOpen(true)}
          >
            {t('ac.chart.print')}
          </Button>
          <ChartPdfMenu collectionId={collectionId} revisionId={revisionId} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUsers size={14} aria-hidden />}
            onClick={() => setPeopleOpen(true)}
          >
            {t('ac.people.title')}
          </Button>
          <Switch
            label={t('ac.printMode.label')}
            checked={print.isOn}
            onChange={(event) => print.toggle(event.currentTarget.checked)}
          />
          {revision.canEdit && !print.isOn ? (
            <Switch
              label={t('ac.chart.readOnly')}
              checked={isReadOnly}
              onChange={(event) => setReadOnly(event.currentTarget.checked)}
            />
          ) : null}
        </Group>
      </Group>
      <PrintModeBar
        print={print}
        onPrint={() =>
          print.pages &&
          void navigate(
            acPrintPath(collectionId, revisionId, {
              ...print.pages,
              seatId: null,
              // The exact scale (rounded down in the path): the percentage shown may round up.
              scale: print.scale,
            }),
          )
        }
      />
      <Box
        style={{
          flex: 1,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        <ReactFlowProvider>
          <ChartCanvas
            seats={seats}
            canEdit={canEdit}
            // Print mode shows every seat: the pages print the whole chart.
            collapsed={print.isOn ? NOTHING_COLLAPSED : collapsed}
            printPages={print.grid}
            offPage={print.offPage}
            highlightedId={found}
            actions={seatActions}
            onRefusedMove={() => notifyInfo(t('ac.chart.cycle'))}
            title={revision.title}
            onMove={(seat, parent) =>
              actions.edit.mutate(
                { id: seat.id, parentId: parent.id, version: seat.version },
                { onError: notifyError },
              )
            }
          />
        </ReactFlowProvider>
      </Box>
      {popup && popup.kind !== 'remove' && popup.kind !== 'notes' ? (
        <SeatPopup
          title={
            popup.kind === 'edit'
              ? t('ac.seatMenu.edit')
              : popup.kind === 'above'
                ? t('ac.seatMenu.insertAbove')
                : popup.isAssistant
                  ? t('ac.seatMenu.addAssistant')
                  : t('ac.chart.addSeat')
          }
          seat={popup.kind === 'edit' ? popup.seat : null}
          isSaving={actions.edit.isPending || actions.create.isPending || actions.insert.isPending}
          onSave={save}
          onClose={() => setPopup(null)}
        />
      ) : null}
      {isPageSetupOpen ? (
        <PageSetupPopup
          seats={seats}
          onClose={() => setPageSetupOpen(false)}
          onPrint={(setup) => void navigate(acPrintPath(collectionId, revisionId, setup))}
        />
      ) : null}
      {isPeopleOpen ? (
        <ChartPeoplePanel
          seats={seats}
          onFind={(seatId) => {
            // The panel steps aside so the seat can be seen, centred and highlighted.
            setFound(seatId);
            setPeopleOpen(false);
          }}
          onClose={() => setPeopleOpen(false)}
        />
      ) : null}
      {isVisibilityOpen ? (
        <VisibilityPopup
          visibility={keptVisibility(revision.visibility)}
          hasLeadershipTeam={revision.hasLeadershipTeam ?? true}
          creatorId={revision.createdById}
          myPersonId={session?.person?.id ?? ''}
          isSaving={actions.visibility.isPending}
          onClose={() => setVisibilityOpen(false)}
          onSave={(visibility) =>
            actions.visibility.mutate(visibility, {
              onSuccess: () => setVisibilityOpen(false),
              onError: notifyError,
            })
          }
        />
      ) : null}
      {popup?.kind === 'notes' ? (
        <SeatNotesPanel
          seat={popup.seat}
          canEdit={canEdit}
          save={(notes) => actions.notes.mutateAsync({ id: popup.seat.id, notes })}
          onClose={() => setPopup(null)}
        />
      ) : null}
      {popup?.kind === 'remove' ? (
        <RemoveSeatModal
          seat={popup.seat}
          onClose={() => setPopup(null)}
          onRemoveHolder={() =>
            actions.remove.mutate({ id: popup.seat.id, holderOnly: true }, holderRemoved(popup.seat.title))
          }
          onDelete={() => actions.remove.mutate({ id: popup.seat.id, holderOnly: false }, done)}
        />
      ) : null}
    </Stack>
  );
}
