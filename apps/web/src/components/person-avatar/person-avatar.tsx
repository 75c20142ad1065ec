import { avatarSrc } from '@cairn/domain/account/avatar.constants';
import { Avatar, type AvatarProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { initialsOf, type TNamed } from '../../lib/person-name.ts';

/** Whose avatar: first and last name, or a display name (a seat's holder); `avatarUrl` the picture (null: initials). */
type TAvatarPerson = (TNamed | { name: string }) & { avatarUrl?: string | null };

/** Initials of names, or of a display name's first and last words. */
function initialsOfPerson(person: TAvatarPerson): string {
  if (!('name' in person)) return initialsOf(person);
  const words = person.name.trim().split(/\s+/).filter(Boolean);
  const letters = `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`;
  return letters.toUpperCase() || '?';
}

export type TPersonAvatarProps = Omit<AvatarProps, 'src' | 'children' | 'size'> & {
  person: TAvatarPerson | null | undefined;
  /** Pixels across; 32 or less loads the stored 64 px image, larger the 256 px one. */
  size?: number;
  /** Shown when there is no person (a vacant seat, a former member). */
  fallback?: ReactNode;
  /** Rendered as this element (a `span` inside text). */
  component?: 'div' | 'span';
};

/**
 * A person's avatar everywhere a person appears (issue 34 point 2): the uploaded picture at the
 * stored size that fits, else their initials. Decoration by default (`aria-hidden`): the name
 * beside it says who it is.
 */
export function PersonAvatar({
  person,
  size = 32,
  fallback = '?',
  component = 'div',
  color = 'brand',
  radius = 'xl',
  ...props
}: TPersonAvatarProps) {
  return (
    <Avatar
      component={component}
      src={avatarSrc(person?.avatarUrl, size)}
      size={size}
      radius={radius}
      color={color}
      alt=""
      aria-hidden
      {...props}
    >
      {person ? initialsOfPerson(person) : fallback}
    </Avatar>
  );
}
