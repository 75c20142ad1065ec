import { avatarSrc } from '@cairn/domain/account/avatar.constants';
import { AvatarGroupContext } from '@mantine/core';
import { type CSSProperties, type HTMLAttributes, type ReactNode, type Ref, use, useState } from 'react';
import { initialsOf, type TNamed } from '../../lib/person-name.ts';
import classes from './person-avatar.module.css';

/** Whose avatar: first and last name, or a display name (a seat's holder); `avatarUrl` the picture (null: initials). */
type TAvatarPerson = (TNamed | { name: string }) & { avatarUrl?: string | null };

/** Initials of names, or of a display name's first and last words. */
function initialsOfPerson(person: TAvatarPerson): string {
  if (!('name' in person)) return initialsOf(person);
  const words = person.name.trim().split(/\s+/).filter(Boolean);
  const letters = `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`;
  return letters.toUpperCase() || '?';
}

/** Mantine's `color="initials"` colours, picked by the same hash of the name (the same person keeps their colour). */
const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
];

function initialsColorOf(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = ((hash << 5) - hash + name.charCodeAt(i)) | 0;
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] ?? 'gray';
}

export type TPersonAvatarProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'color'> & {
  /** The element (a Tooltip around the avatar places itself by it). */
  ref?: Ref<HTMLElement>;
  person: TAvatarPerson | null | undefined;
  /** Pixels across; 32 or less loads the stored 64 px image, larger the 256 px one. */
  size?: number;
  /** Shown when there is no person (a vacant seat, a former member). */
  fallback?: ReactNode;
  /** Rendered as this element (a `span` inside text). */
  component?: 'div' | 'span';
  /** A theme colour of the initials' fill, or 'initials': a colour picked from `name`. */
  color?: string;
  /** The name `color="initials"` picks its colour from. */
  name?: string;
  /** Names the person to screen readers (and on hover) where no name is beside the avatar. */
  label?: string;
};

/**
 * A person's avatar everywhere a person appears (issue 34 point 2): the uploaded picture at the
 * stored size that fits, else their initials. One element, not Mantine's Avatar nest (issue 38:
 * it is on every row of the long lists). Decoration by default (`aria-hidden`): the name beside
 * it says who it is; `label` names it where nothing else does.
 */
export function PersonAvatar({
  person,
  size = 32,
  fallback = '?',
  component: Component = 'div',
  color = 'brand',
  name,
  label,
  className,
  style,
  ref,
  ...props
}: TPersonAvatarProps) {
  const src = avatarSrc(person?.avatarUrl, size);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { withinGroup } = use(AvatarGroupContext);
  const fill = color === 'initials' ? (name ? initialsColorOf(name) : 'gray') : color;
  const shared = {
    ...props,
    // One ref for either element the avatar may be.
    ref: ref as Ref<HTMLImageElement & HTMLDivElement>,
    className: className ? `${classes.avatar} ${className}` : classes.avatar,
    style: {
      '--avatar-size': `${size / 16}rem`,
      '--avatar-bg': `var(--mantine-color-${fill}-light)`,
      '--avatar-color': `var(--mantine-color-${fill}-light-color)`,
      ...style,
    } as CSSProperties,
    'data-within-group': withinGroup || undefined,
    ...(label ? { role: 'img', 'aria-label': label, title: label } : { 'aria-hidden': true }),
  };
  if (src && src !== failedSrc) {
    // A picture that fails to load (removed meanwhile) falls back to the initials, as Mantine's did.
    return <img {...shared} src={src} alt={label ?? ''} onError={() => setFailedSrc(src)} />;
  }
  return <Component {...shared}>{person ? initialsOfPerson(person) : fallback}</Component>;
}
