import { INVESTIGATION_BANNER_MAX, ZInvestigationBannerBody } from '@cairn/domain/platform/platform.schemas';
import { Button, Group, Skeleton, Stack, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useInvestigationBannerText, useSaveInvestigationBanner } from '../api/investigation-banner.ts';
import '../texts.ts';

/** The investigation banner's text, under its switch: what everyone reads while the flag is on. */
export function InvestigationBannerForm({ isShown }: { isShown: boolean }) {
  const { t } = useTranslation();
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
        notifySuccess(saved ? t('admin.banner.saved') : t('admin.banner.cleared'));
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
          label={t('admin.banner.label')}
          description={isShown ? t('admin.banner.shown') : t('admin.banner.hidden')}
          placeholder={t('admin.banner.placeholder')}
          rows={3}
          maxLength={INVESTIGATION_BANNER_MAX}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={save.isPending} disabled={!form.isDirty()}>
            {t('admin.banner.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
