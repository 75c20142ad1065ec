import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatGoal } from '@cairn/domain/scorecards/value-format';
import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChartLine, IconMathFunction } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import icons from '../../../components/compact-icons.module.css';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { formatOf } from './grid-values.ts';
import { LinkedItemLine } from './linked-item-line.tsx';
import classes from './scorecard-grid.module.css';
import '../texts.ts';

/** An extra action of a row's menu (the live meeting adds "drop to Issues"). */
export type TRowAction = { label: string; icon?: ReactNode; onClick: (measurable: TMeasurable) => void };

type TProps = {
  measurable: TMeasurable;
  owner: TPerson | undefined;
  locale: string;
  canEdit: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onEdit: (measurable: TMeasurable) => void;
  onChart: (measurable: TMeasurable) => void;
  onMove: (measurable: TMeasurable, delta: -1 | 1) => void;
  rowActions: readonly TRowAction[];
  /** Native drag of the row by its handle (editors only). */
  onDragStart: () => void;
  onDragEnd: () => void;
};

/**
 * The sticky first cell of a row: drag handle, owner avatar, title (opens Edit for those who may
 * edit), the goal with its comparison ("≥ $12.50k"), and the row menu (edit, chart, move up and
 * down for keyboard users, and the caller's own actions).
 */
export function MeasurableTitleCell(props: TProps) {
  const { t } = useTranslation();
  const { measurable, owner, locale, canEdit } = props;
  const ownerName = owner ? formatPersonName(owner) : t('scorecard.formerMember');
  const goal = formatGoal(measurable, formatOf(measurable, locale));
  const hasMenu = canEdit || props.rowActions.length > 0;
  const goalText = (
    <Text size="xs" c="dimmed" truncate>
      {t('scorecard.row.goal', { goal })}
    </Text>
  );
  return (
    <th scope="row" className={`${classes.sticky} ${classes.titleCell}`}>
      <Group gap={4} wrap="nowrap" align="center">
        {canEdit ? (
          <span
            className={`${classes.handle} ${icons.grip}`}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', measurable.id);
              props.onDragStart();
            }}
            onDragEnd={props.onDragEnd}
            title={t('scorecard.row.dragHandle', { title: measurable.title })}
            aria-hidden
          />
        ) : (
          <span style={{ width: 8 }} />
        )}
        <PersonAvatar person={owner} size={26} color="initials" name={ownerName} label={ownerName} />
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          {canEdit ? (
            // The title is the button itself, no paragraph inside (issue 38).
            <UnstyledButton
              onClick={() => props.onEdit(measurable)}
              title={measurable.title}
              fz="sm"
              fw={600}
              lh="sm"
              className={classes.titleButton}
            >
              {measurable.title}
            </UnstyledButton>
          ) : (
            <Text size="sm" fw={600} truncate title={measurable.title}>
              {measurable.title}
            </Text>
          )}
          {measurable.formula ? (
            <Group gap={4} wrap="nowrap">
              <IconMathFunction size={12} aria-label={t('scorecard.form.formula')} />
              {goalText}
            </Group>
          ) : (
            goalText
          )}
          {measurable.linkedItem ? <LinkedItemLine item={measurable.linkedItem} /> : null}
        </Stack>
        {hasMenu ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <button
                type="button"
                className={`${icons.plainIconButton} ${classes.rowMenu} ${icons.dotsVertical}`}
                aria-label={t('scorecard.row.menu', { title: measurable.title })}
              />
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit ? (
                <Menu.Item onClick={() => props.onEdit(measurable)}>{t('scorecard.row.edit')}</Menu.Item>
              ) : null}
              <Menu.Item
                leftSection={<IconChartLine size={14} aria-hidden />}
                onClick={() => props.onChart(measurable)}
              >
                {t('scorecard.row.chart')}
              </Menu.Item>
              {canEdit ? (
                <>
                  <Menu.Item disabled={!props.canMoveUp} onClick={() => props.onMove(measurable, -1)}>
                    {t('scorecard.row.moveUp')}
                  </Menu.Item>
                  <Menu.Item disabled={!props.canMoveDown} onClick={() => props.onMove(measurable, 1)}>
                    {t('scorecard.row.moveDown')}
                  </Menu.Item>
                </>
              ) : null}
              {props.rowActions.map((action) => (
                <Menu.Item
                  key={action.label}
                  leftSection={action.icon}
                  onClick={() => action.onClick(measurable)}
                >
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </th>
  );
}
