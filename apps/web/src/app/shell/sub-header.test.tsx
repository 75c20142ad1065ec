import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../features/test-support/mock-api.ts';
import { buildSession, LocationProbe, renderFeature } from '../../features/test-support/render-feature.tsx';
import { BASE_HANDLERS, buildTodo, MEETING_ID, TODO_ID } from '../../features/todos/test-support.ts';
import { fakeMediaQueryList } from '../../test/match-media.ts';
import { ItemPopupHost } from './item-popup-host.tsx';
import { SubHeader } from './sub-header.tsx';

const withHost = (session: TSessionAnswer) => (
  <ItemPopupHost session={session}>
    <SubHeader />
  </ItemPopupHost>
);

/** Makes `max-width` media queries match (a phone) or not (the default desktop). */
function viewport(isPhone: boolean) {
  vi.mocked(window.matchMedia).mockImplementation((query: string) =>
    fakeMediaQueryList(query, isPhone && query.includes('max-width')),
  );
}

afterEach(() => {
  viewport(false);
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('SubHeader', { timeout: 30_000 }, () => {
  it('shows no Add To-Do to an observer, and Alt+T does nothing for them', async () => {
    mockApi(BASE_HANDLERS);
    const session = buildSession('Observer');
    renderFeature(withHost(session), { url: '/', path: '/', session });
    expect(screen.queryByRole('button', { name: /Add To-Do/ })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens Add To-Do at once for a member; the arrow beside it offers Personal To-Do', async () => {
    mockApi(BASE_HANDLERS);
    const session = buildSession('Member');
    renderFeature(withHost(session), { url: '/', path: '/', session });
    fireEvent.click(screen.getByRole('button', { name: 'Add To-Do' }));
    expect(await screen.findByRole('dialog', { name: 'Add To-Do' }, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Add To-Do' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'More kinds of to-do' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Personal To-Do' }));
    expect(
      await screen.findByRole('dialog', { name: 'Personal To-Do' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the Invite icon to those who may update licences, opening Invite Users (000 §2.3)', async () => {
    mockApi(BASE_HANDLERS);
    const owner = buildSession('Owner');
    const { unmount } = renderFeature(withHost(owner), { url: '/', path: '/', session: owner });
    fireEvent.click(screen.getByRole('button', { name: 'Invite people' }));
    expect(
      await screen.findByRole('dialog', { name: 'Invite Users' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    unmount();
    for (const role of ['Member', 'Observer'] as const) {
      const session = buildSession(role);
      const view = renderFeature(withHost(session), { url: '/', path: '/', session });
      expect(screen.queryByRole('button', { name: 'Invite people' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('collapses the buttons into one Add menu on phones', async () => {
    viewport(true);
    mockApi(BASE_HANDLERS);
    const session = buildSession('Member');
    renderFeature(withHost(session), { url: '/', path: '/', session });
    const toolbar = screen.getByRole('toolbar', { name: 'Add items' });
    // A member may not update licences: no Invite icon, only the Add menu.
    expect(within(toolbar).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Add' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Meeting To-Do',
      'Personal To-Do',
      'Issue',
      'Headline',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Issue' }));
    expect(await screen.findByRole('dialog', { name: 'Add Issue' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens Add To-Do on Alt+T with the meeting of the page preselected; other Alt keys do nothing', async () => {
    mockApi(BASE_HANDLERS);
    const session = buildSession('Member');
    const url = `/traction/${MEETING_ID}/${MEETING_ID}/meetingoverview`;
    renderFeature(withHost(session), { url, path: '/traction/:tractionId/*', session });
    fireEvent.keyDown(window, { key: 'x', code: 'KeyX', altKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.keyDown(window, { key: '†', code: 'KeyT', altKey: true });
    expect(await screen.findByRole('dialog', { name: 'Add To-Do' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Meeting/ })).toHaveValue('Team sync'));
  });

  it('opens Add Issue, Add Headline and Add Rock on Alt+I, Alt+H and Alt+R, and the buttons open theirs', async () => {
    mockApi(BASE_HANDLERS);
    const session = buildSession('Member');
    renderFeature(withHost(session), { url: '/', path: '/', session });
    for (const [code, name] of [
      ['KeyI', 'Add Issue'],
      ['KeyH', 'Add Headline'],
      ['KeyR', 'Add Rock'],
    ] as const) {
      fireEvent.keyDown(window, { code, altKey: true });
      const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add Issue' }));
    expect(await screen.findByRole('dialog', { name: 'Add Issue' })).toBeInTheDocument();
  });

  it('opens the edit popup the address names, and closing it takes it out of the address', async () => {
    mockApi({ ...BASE_HANDLERS, [`GET /todo/${TODO_ID}`]: { body: { todo: buildTodo() } } });
    const session = buildSession('Member');
    renderFeature(
      <>
        {withHost(session)}
        <LocationProbe />
      </>,
      { url: `/?edit=todo-${TODO_ID}`, path: '/', session },
    );
    expect(await screen.findByRole('textbox', { name: /Title/ }, { timeout: 5000 })).toHaveValue(
      'Call the bank',
    );
    // The popup's own close button (Edit popups show Delete where Add popups show Cancel).
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens no edit popup for an observer or for a malformed link', async () => {
    mockApi(BASE_HANDLERS);
    const observer = buildSession('Observer');
    renderFeature(withHost(observer), { url: `/?edit=todo-${TODO_ID}`, path: '/', session: observer });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
