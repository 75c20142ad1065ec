import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconMaximize,
  IconPlus,
  IconUpload,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import icons from '../../../components/compact-icons.module.css';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { ScorecardPdfPopover } from './scorecard-pdf-popover.tsx';
import { ScorecardViewMenu } from './scorecard-view-menu.tsx';
import type { TGridWindowNav } from './use-grid-window.ts';
import '../texts.ts';

type TProps = {
  nav: TGridWindowNav;
  /** The CSV download of the window (null until the scorecard is known). */
  exportUrl: string | null;
  /** The PDF's scorecard, when the MeetingPdfs flag is on. */
  pdfScorecardId: string | null;
  /** Opens the CSV import (null for those who may not edit). */
  onImport: (() => void) | null;
  /** The meeting's full scorecard page (the meeting page's section links to it). */
  fullPagePath: string | null;
  onAdd: (() => void) | null;
};

/**
 * The scorecard's tools: the window (earlier, latest, later), the view preferences, CSV export
 * and import, the PDF, the full page and Add Measurable. On a phone the buttons go without their
 * icons and export and import sit in one menu: the toolbar was some 50 elements on every meeting
 * page (issue 38), for actions a phone seldom takes. Same actions, same names.
 */
export function ScorecardToolbar(props: TProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { nav } = props;
  const iconOf = (icon: ReactNode) => (isPhone ? undefined : icon);
  return (
    <Group gap="xs" wrap="wrap">
      <Group gap={2} wrap="nowrap">
        <Tooltip label={t('scorecard.panel.earlier')}>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={t('scorecard.panel.earlier')}
            onClick={nav.earlier}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Button variant="default" size="xs" onClick={nav.latest} disabled={nav.isLatest}>
          {t('scorecard.panel.latest')}
        </Button>
        <Tooltip label={t('scorecard.panel.later')}>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={t('scorecard.panel.later')}
            onClick={nav.later}
            disabled={nav.isLatest}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScorecardViewMenu withIcon={!isPhone} />
      {isPhone ? <CsvMenu exportUrl={props.exportUrl} onImport={props.onImport} /> : null}
      {props.exportUrl && !isPhone ? (
        <Button
          component="a"
          href={props.exportUrl}
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('scorecard.panel.export')}
        </Button>
      ) : null}
      {props.pdfScorecardId ? (
        <ScorecardPdfPopover
          scorecardId={props.pdfScorecardId}
          end={nav.window.end}
          periods={nav.window.periods}
          withIcon={!isPhone}
        />
      ) : null}
      {props.onImport && !isPhone ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={props.onImport}
        >
          {t('scorecard.panel.import')}
        </Button>
      ) : null}
      {props.fullPagePath ? (
        <Button
          component={Link}
          to={props.fullPagePath}
          variant="light"
          size="xs"
          leftSection={iconOf(<IconMaximize size={16} aria-hidden />)}
        >
          {t('scorecard.panel.openFullPage')}
        </Button>
      ) : null}
      {props.onAdd ? (
        <Button size="xs" leftSection={iconOf(<IconPlus size={16} aria-hidden />)} onClick={props.onAdd}>
          {t('scorecard.panel.addMeasurable')}
        </Button>
      ) : null}
    </Group>
  );
}

/** A phone's CSV export and import, in one menu whose items are drawn when it opens. */
function CsvMenu({ exportUrl, onImport }: Pick<TProps, 'exportUrl' | 'onImport'>) {
  const { t } = useTranslation();
  if (!exportUrl && !onImport) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="md" aria-label={t('scorecard.panel.more')}>
          {/* Its own element: ActionIcon's ::before is Mantine's (the loading overlay). */}
          <span className={icons.dots} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {exportUrl ? (
          <Menu.Item component="a" href={exportUrl} download>
            {t('scorecard.panel.export')}
          </Menu.Item>
        ) : null}
        {onImport ? <Menu.Item onClick={onImport}>{t('scorecard.panel.import')}</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
