import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestMantine } from '../test/render.tsx';
import { ApiError } from './api-client.ts';
import { NETWORK_NOTICE_ID, notifyByStatus, notifyError, notifySuccess } from './notify.ts';
import { networkNoticeText, statusNotice } from './notify-texts.ts';

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe('notify by status (002 §8)', () => {
  it.each([
    [400, 'SOMETHING WENT WRONG'],
    [401, 'ACCESS IS CURRENTLY RESTRICTED'],
    [403, 'ACCESS IS CURRENTLY RESTRICTED'],
    [404, "SORRY, WE COULDN'T LOCATE THE ITEM YOU'RE LOOKING FOR"],
    [422, 'THERE WAS AN ISSUE SUBMITTING YOUR FORM'],
    [500, "WE'RE SORRY, BUT SOMETHING WENT WRONG"],
    [503, "WE'RE SORRY, BUT SOMETHING WENT WRONG"],
  ])('status %i shows %s for 5000 ms', (status, title) => {
    const show = vi.spyOn(notifications, 'show');
    notifyByStatus(status);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title, autoClose: 5000 }));
  });

  it('shows the title and text on screen', async () => {
    render(<TestMantine>{null}</TestMantine>);
    act(() => notifyByStatus(404));
    expect(await screen.findByText(statusNotice(404).title)).toBeInTheDocument();
    expect(screen.getByText(statusNotice(404).text)).toBeInTheDocument();
  });

  it('a missing status reads ERROR: An unknown error occurred', () => {
    const show = vi.spyOn(notifications, 'show');
    notifyByStatus(null);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'ERROR', message: 'An unknown error occurred' }),
    );
  });

  it('status 0 shows the persistent connection notice, once', async () => {
    const show = vi.spyOn(notifications, 'show');
    render(<TestMantine>{null}</TestMantine>);
    act(() => {
      notifyByStatus(0);
      notifyError(new ApiError(0, []));
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ id: NETWORK_NOTICE_ID, message: networkNoticeText(), autoClose: false }),
    );
    expect(await screen.findAllByText(networkNoticeText())).toHaveLength(1);
  });
});

describe('notifyError and notifySuccess (000 §8)', () => {
  it('shows ERROR with the first server message', () => {
    const show = vi.spyOn(notifications, 'show');
    notifyError(new ApiError(409, [{ id: 'CONFLICT', type: 'error', text: 'Changed by someone else' }]));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'ERROR', message: 'Changed by someone else' }),
    );
  });

  it('falls back to the status notice when the answer has no message', () => {
    const show = vi.spyOn(notifications, 'show');
    notifyError(new ApiError(422, []));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: statusNotice(422).title }));
  });

  it('shows a success toast titled SUCCESS for 2000 ms (001 §8)', () => {
    const show = vi.spyOn(notifications, 'show');
    notifySuccess('Created: Acme');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'SUCCESS', message: 'Created: Acme', autoClose: 2000 }),
    );
  });
});
