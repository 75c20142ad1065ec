import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';

type TProps = {
  label: string;
  /** The form the button submits (`form` attribute), when it sits outside it; else `onClick`. */
  formId?: string;
  onClick?: () => void;
  /** A request runs (or a save succeeded and the popup is closing): spinner, no second submit. */
  isBusy: boolean;
  /** Why the button cannot be pressed yet; null when it can. Shown beside it and read out. */
  blockedReason: string | null;
};

/**
 * The submit button of every popup footer (issue 35): disabled and spinning while its request
 * runs, and a disabled button always says why, in a hint under it that is also the button's
 * accessible description (a tooltip would not show on a disabled button or on a phone). Under,
 * not beside: beside it, the hint squeezed the footer's buttons on a phone.
 */
export function SubmitButton({ label, formId, onClick, isBusy, blockedReason }: TProps) {
  const hintId = useId();
  const reason = isBusy ? null : blockedReason;
  return (
    <Stack gap={4} align="flex-end">
      <Button
        type={formId ? 'submit' : 'button'}
        form={formId}
        onClick={onClick}
        loading={isBusy}
        disabled={isBusy || reason !== null}
        aria-describedby={reason ? hintId : undefined}
      >
        {label}
      </Button>
      {reason ? (
        <Text id={hintId} size="xs" c="dimmed" ta="right" maw="14rem" data-testid="submit-blocked-reason">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
