import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type TProps = StackProps & {
  /** `ol` when the order means something (an agenda, a ranking); `ul` otherwise. */
  ordered?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * A list without bullets, indent or margins, laid out as a Stack: screen readers still hear a list
 * and its length, the eye sees rows.
 */
export function PlainList({ ordered = false, style, ...rest }: TProps) {
  return (
    <Stack component={ordered ? 'ol' : 'ul'} p={0} m={0} style={[{ listStyle: 'none' }, style]} {...rest} />
  );
}
