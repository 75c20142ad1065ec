import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from './person-avatar.tsx';

const URL_256 = '/api/v2/avatar/11111111-1111-4111-8111-111111111111/0123456789abcdef0123456789abcdef';
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

const renderAvatar = (ui: React.ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

describe('PersonAvatar', () => {
  it('shows the initials when there is no picture, in one element hidden from screen readers', () => {
    const { container } = renderAvatar(<PersonAvatar person={{ ...ada, avatarUrl: null }} />);
    const avatar = screen.getByText('AL');
    expect(avatar.parentElement).toBe(container);
    expect(avatar.childElementCount).toBe(0);
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('img')).toBeNull();
  });

  it('is the picture itself when there is one, and the initials when it fails to load', () => {
    const { container } = renderAvatar(<PersonAvatar person={{ ...ada, avatarUrl: URL_256 }} />);
    const image = document.querySelector('img') as HTMLImageElement;
    expect(image.parentElement).toBe(container);
    fireEvent.error(image);
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('names the person to screen readers and on hover when labelled', () => {
    const { unmount } = renderAvatar(<PersonAvatar person={ada} label="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('title', 'Ada Lovelace');
    unmount();
    renderAvatar(<PersonAvatar person={{ ...ada, avatarUrl: URL_256 }} label="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('title', 'Ada Lovelace');
  });

  it('asks for the 64 px image at 32 px and less, the 256 px one above', () => {
    const { unmount } = renderAvatar(<PersonAvatar person={{ ...ada, avatarUrl: URL_256 }} size={24} />);
    expect(document.querySelector('img')).toHaveAttribute('src', `${URL_256}?size=64`);
    unmount();
    renderAvatar(<PersonAvatar person={{ ...ada, avatarUrl: URL_256 }} size={72} />);
    expect(document.querySelector('img')).toHaveAttribute('src', URL_256);
  });

  it('takes a display name (a seat holder) and a fallback for nobody', () => {
    const { unmount } = renderAvatar(<PersonAvatar person={{ name: 'Grace  Brewster Hopper' }} />);
    expect(screen.getByText('GH')).toBeInTheDocument();
    unmount();
    renderAvatar(<PersonAvatar person={null} fallback="?" />);
    expect(screen.getByText('?')).toBeInTheDocument();
  });
});
