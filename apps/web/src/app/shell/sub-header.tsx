import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { type TItemPopupKind, useOpenItemPopup } from '../../components/item-popup/open-item-popup.ts';
import { AskAiButton } from '../../features/assistant/index.ts';
import { AddTodoMenu } from '../../features/todos/index.ts';
import type { TTextKey } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { InviteButton } from './invite-button.tsx';

/** The sub-header's buttons after the Add To-Do menu (000 §2.3). */
const SUB_HEADER_BUTTONS: readonly { kind: TItemPopupKind; labelKey: TTextKey }[] = [
  { kind: 'issue', labelKey: 'shell.add.issue' },
  { kind: 'headline', labelKey: 'shell.add.headline' },
];

/** What the phone's one Add menu offers, in the order of the wide toolbar. */
const PHONE_MENU_ITEMS: readonly { kind: TItemPopupKind; labelKey: TTextKey }[] = [
  { kind: 'todo', labelKey: 'shell.add.meetingTodo' },
  { kind: 'personalTodo', labelKey: 'shell.add.personalTodo' },
  { kind: 'issue', labelKey: 'shell.add.issueItem' },
  { kind: 'headline', labelKey: 'shell.add.headlineItem' },
];

/**
 * The sub-header (000 §2.3): the Invite icon (with update permission on licences), then Add To-Do
 * (a Meeting To-Do at once, Personal To-Do beside it), Add Issue and Add Headline, each opening
 * its popup with the current page's meeting. On phones the buttons collapse into one Add menu.
 * Observers see nothing to add.
 */
export function SubHeader() {
  const { t } = useTranslation();
  const open = useOpenItemPopup();
  const isPhone = useIsPhone();
  if (!open)
    return (
      <Group justify="flex-end" gap="xs" mb="sm" aria-label={t('shell.add.toolbar')} role="toolbar">
        <InviteButton />
      </Group>
    );
  if (isPhone)
    return (
      <Group justify="flex-end" gap="xs" mb="sm" aria-label={t('shell.add.toolbar')} role="toolbar">
        <InviteButton />
        <AskAiButton />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              {t('shell.add.menu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {PHONE_MENU_ITEMS.map(({ kind, labelKey }) => (
              <Menu.Item key={kind} onClick={() => open(kind)}>
                {t(labelKey)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  return (
    <Group justify="flex-end" gap="xs" mb="sm" aria-label={t('shell.add.toolbar')} role="toolbar">
      <InviteButton />
      <AskAiButton />
      <AddTodoMenu onOpen={(kind) => open(kind)} />
      {SUB_HEADER_BUTTONS.map(({ kind, labelKey }) => (
        <Button
          key={kind}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => open(kind)}
        >
          {t(labelKey)}
        </Button>
      ))}
    </Group>
  );
}
