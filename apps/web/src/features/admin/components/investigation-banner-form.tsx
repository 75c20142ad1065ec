import { INVESTIGATION_BANNER_MAX, ZInvestigationBannerBody } from '@cairn/domain/platform/platform.schemas';
import { Button, Group, Skeleton, Stack, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useInvestigationBannerText, useSaveInvestigationBanner } from '../api/investigation-banner.ts';

/** The investigation banner's text, under its switch: what everyone reads while the flag is on. */
export function InvestigationBannerForm({ isShown }: { isShown: boolean }) {
  const stored = useInvestigationBannerText();
  const save = useSaveInvestigationBanner();
  const form = useZodForm({ schema: ZInvestigationBannerBody, initialValues: { text: '' } });
  const { setInitialValues, setValues } = form;
  useEffect(() => {
    if (stored.data === undefined) return;
    setInitialValues({ text: stored.data });
    setValues({ text: stored.data });
  }, [stored.data, setInitialValues, setValues]);

  if (stored.isPending) return <Skeleton height={84} radius="sm" />;
  const submit = form.onSubmit(({ text }) =>
    save.mutate(text.trim(), {
      onSuccess: (saved) => {
        form.resetDirty({ text: saved });
        notifySuccess(saved ? 'Banner text saved.' : 'Banner text cleared.');
      },
      onError: (error) => {
        if (applyServerErrors(form, error).length > 0 || !form.errors.text) notifyError(error);
      },
    }),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label="Banner text"
          description={
            isShown
              ? 'Everyone sees this above every page now.'
              : 'Shown above every page once the switch is on. Plain text.'
          }
          placeholder="We are looking into slow meeting pages. Your data is safe."
          rows={3}
          maxLength={INVESTIGATION_BANNER_MAX}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={save.isPending} disabled={!form.isDirty()}>
            Save text
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
