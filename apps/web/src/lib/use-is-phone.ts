import { useMediaQuery } from '@mantine/hooks';

/** Under the sm breakpoint (576 px): a phone's layout (000 §2.3). */
const PHONE_QUERY = '(max-width: 35.99em)';

/**
 * True on a phone-sized screen. Read before the first render, so a phone never draws (or fetches
 * for) the desktop layout first and then swaps it.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
