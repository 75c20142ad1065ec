import type { TNotification } from '@cairn/domain/notifications/notifications.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { buildSession, ORG_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { groupNotifications } from './notification-panel.tsx';

const SEARCH = 'POST /api/v2/notification-center/search';
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A notification named by a short label; its id is a uuid, as the answer schema requires. */
const idOf = (label: string) => `00000000-0000-4000-8000-${label.padStart(12, '0')}`;

function note(label: string, fields: Partial<TNotification> = {}): TNotification {
  const id = idOf(label);
  return {
    id,
    type: 'assigned',
    title: 'New to-do',
    message: `Sam assigned the to-do "Item ${label}" to you.`,
    createdAt: ago(HOUR),
    isRead: false,
    isRemoved: false,
    isActioned: false,
    approvalUrl: null,
    denyUrl: null,
    orgId: ORG_ID,
    orgName: 'Northwind',
    ...fields,
  };
}

const answer = (items: TNotification[]) => ({
  succeeded: true,
  messages: [],
  items,
  totalCount: items.length,
  totalPages: 1,
  unreadCount: items.filter((n) => !n.isRead).length,
});

const renderBell = () =>
  renderFeature(<NotificationBell session={buildSession('Owner')} />, {
    url: '/',
    path: '/',
    session: buildSession('Owner'),
  });

describe('groupNotifications (000 §4)', () => {
  it('puts each in Today, This Week or Older and leaves empty groups out', () => {
    const now = new Date();
    const groups = groupNotifications(
      [note('a', { createdAt: ago(HOUR) }), note('b', { createdAt: ago(30 * 24 * HOUR) })],
      now,
    );
    expect(groups.map((g) => [g.group, g.items.map((n) => n.id)])).toEqual([
      ['Today', [idOf('a')]],
      ['Older', [idOf('b')]],
    ]);
  });
});

describe('the notification bell and panel', () => {
  it('shows the unread count, opens the grouped panel and marks one read', async () => {
    const items = [note('1'), note('2', { createdAt: ago(3 * 24 * HOUR), isRead: true })];
    const { calls } = mockFetch({
      [SEARCH]: { body: answer(items) },
      'PUT /api/v2/notification-center/read': {
        body: { succeeded: true, messages: [], notification: { ...items[0], isRead: true }, unreadCount: 0 },
      },
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByText('1')).toBeInTheDocument();
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('region', { name: 'Today' })).toHaveTextContent('"Item 1"');
    expect(within(panel).getByRole('region', { name: 'This Week' })).toHaveTextContent('"Item 2"');
    expect(within(panel).getByText('1 hour ago')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read: New to-do' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/notification-center/read'))?.body).toEqual({ id: idOf('1') }),
    );
  });

  it('answers a question with its link and shows the server’s text', async () => {
    const ask = note('3', {
      type: 'upgradeRequest',
      title: 'Upgrade request',
      message: 'Olive Observer (Free Observer) asks to become a licensed user.',
      approvalUrl: 'person/approveupgrade/p1/o1',
      denyUrl: 'person/denyupgrade/p1/o1',
    });
    const { calls } = mockFetch({
      [SEARCH]: { body: answer([ask]) },
      'POST /api/v2/person/approveupgrade/p1/o1': {
        body: {
          succeeded: true,
          messages: [
            { id: 'UPGRADE_ANSWERED', type: 'success', text: 'Olive Observer is now a licensed Member.' },
          ],
        },
      },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('button', { name: 'Deny' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Olive Observer is now a licensed Member.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/person/approveupgrade/p1/o1'))).toBe(
      true,
    );
  });

  it("says 'Request Completed' when the answer carries no text (000 §8)", async () => {
    const ask = note('4', {
      type: 'upgradeRequest',
      title: 'Upgrade request',
      message: 'Olive Observer (Free Observer) asks to become a licensed user.',
      approvalUrl: 'person/approveupgrade/p2/o1',
      denyUrl: 'person/denyupgrade/p2/o1',
    });
    mockFetch({
      [SEARCH]: { body: answer([ask]) },
      'POST /api/v2/person/denyupgrade/p2/o1': { body: { succeeded: true, messages: [] } },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Request Completed')).toBeInTheDocument();
  });

  it('says so when there is nothing, without offering Mark all as read', async () => {
    mockFetch({ [SEARCH]: { body: answer([]) } });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    // Nothing to mark: the button is not offered.
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});

describe('in German', () => {
  afterEach(() => showTexts(null));

  it('counts the unread with their plural and names the age groups', async () => {
    showGermanTexts();
    mockFetch({ [SEARCH]: { body: answer([note('5'), note('6', { createdAt: ago(3 * 24 * HOUR) })]) } });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' }));
    const panel = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    expect(await within(panel).findByText('2 ungelesene Benachrichtigungen')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Heute' })).toHaveTextContent('"Item 5"');
    expect(within(panel).getByRole('region', { name: 'Diese Woche' })).toHaveTextContent('"Item 6"');
    expect(within(panel).getAllByRole('button', { name: 'Als gelesen markieren: New to-do' })).toHaveLength(
      2,
    );
    expect(within(panel).getByRole('button', { name: 'Alle als gelesen markieren' })).toBeInTheDocument();
  });

  it('says one unread notification in the singular', async () => {
    showGermanTexts();
    mockFetch({ [SEARCH]: { body: answer([note('7')]) } });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    expect(await screen.findByText('1 ungelesene Benachrichtigung')).toBeInTheDocument();
  });
});
