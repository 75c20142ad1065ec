import { waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { mockApi } from './mock-api.ts';

type TUser = ReturnType<typeof userEvent.setup>;

/**
 * Issue 35's double submit: a double click on a popup's submit, then one more click once the
 * answer is back (on loopback it is back while the popup still animates out). Exactly one
 * request of `key` ('POST /rocks') may be sent. `isDone` says the save finished (e.g. onClose).
 */
export async function expectOneRequestOnDoubleClick(
  user: TUser,
  api: ReturnType<typeof mockApi>,
  key: string,
  submit: () => HTMLElement,
  isDone: () => void,
) {
  await user.dblClick(submit());
  await waitFor(isDone, { timeout: 5000 });
  await user.click(submit());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo(key)).toHaveLength(1);
  expect(submit()).toBeDisabled();
}
