import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { AvatarSection } from './avatar-section.tsx';

const USER = { firstName: 'Frances', lastName: 'Hill', email: 'frances@example.com', avatarUrl: null };
const AVATAR_URL = '/api/v2/avatar/11111111-1111-4111-8111-111111111111/0123456789abcdef0123456789abcdef';

function renderSection(user: typeof USER | (Omit<typeof USER, 'avatarUrl'> & { avatarUrl: string }) = USER) {
  return renderFeature(<AvatarSection user={user} />, {
    url: '/account',
    path: '/account',
    session: buildSession('Owner'),
  });
}

/** Chooses a file with the Upload picture button's hidden input. */
async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.setup({ delay: null, applyAccept: false }).upload(input, file);
}

/** jsdom loads no images: the crop's image is given a size and told it loaded, as a browser would. */
function loadCropImage() {
  const image = document.querySelector<HTMLImageElement>('.reactEasyCrop_Image');
  if (!image) throw new Error('no crop image');
  Object.defineProperty(image, 'naturalWidth', { value: 800 });
  Object.defineProperty(image, 'naturalHeight', { value: 600 });
  Object.defineProperty(image, 'width', { value: 400 });
  Object.defineProperty(image, 'height', { value: 300 });
  fireEvent.load(image);
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:avatar'), revokeObjectURL: vi.fn() }),
  );
  // The crop area is measured from the layout, which jsdom does not have.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('AvatarSection: upload and crop', () => {
  it('opens the crop popup with zoom out and in by 0.2 and Reset', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderSection();
    await choose(png());
    expect(await screen.findByRole('dialog', { name: 'Crop picture' })).toBeInTheDocument();
    expect(screen.getByText('1.0×')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('1.4×')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('1.2×')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('1.0×')).toBeInTheDocument();
  });

  it('saves the cropped square as the file field of POST account/avatar', async () => {
    const api = mockApi({
      'POST /account/avatar': { body: { avatarUrl: AVATAR_URL } },
      'GET /session': { body: buildSession('Owner') },
    });
    const draw = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: draw,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })),
    );
    // The cropped image is drawn from a fresh Image of the blob URL: it loads at once here.
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      queueMicrotask(() => this.onload?.(new Event('load')));
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    await choose(png());
    await screen.findByRole('dialog', { name: 'Crop picture' });
    loadCropImage();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /account/avatar')).toHaveLength(1));
    expect(String(api.callsTo('POST /account/avatar')[0].body)).toContain('name="file"');
    // The whole 600 px square of the 800 x 600 image, from its centre, drawn at 512 px.
    expect(draw).toHaveBeenCalledWith(expect.anything(), 100, 0, 600, 600, 0, 0, 512, 512);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Crop picture' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server refusal on the file', async () => {
    mockApi({
      'POST /account/avatar': errorAnswer(422, 'VAL_INVALID', 'Choose a PNG, JPEG or WebP image', 'file'),
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['x'])));
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      queueMicrotask(() => this.onload?.(new Event('load')));
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    await choose(png());
    await screen.findByRole('dialog', { name: 'Crop picture' });
    loadCropImage();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image');
  });

  it('refuses a GIF before any upload, and offers Remove picture only with a picture', async () => {
    const api = mockApi({
      'DELETE /account/avatar': { body: { avatarUrl: null } },
      'GET /session': { body: buildSession('Owner') },
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderSection();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    await choose(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderSection({ ...USER, avatarUrl: AVATAR_URL });
    // 72 px shows the 256 px image (no size query).
    expect(document.querySelector('img')).toHaveAttribute('src', AVATAR_URL);
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(api.callsTo('DELETE /account/avatar')).toHaveLength(1));
  });
});
