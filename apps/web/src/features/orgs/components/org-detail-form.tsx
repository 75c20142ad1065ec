import { type TWeekStart, WEEK_STARTS } from '@cairn/domain/common/clock';
import { formatPhone, toE164, zPhone } from '@cairn/domain/common/phone';
import { ZUpdateOrgRequest } from '@cairn/domain/orgs/org-settings.schemas';
import { ORG_NAME_MAX_LENGTH } from '@cairn/domain/orgs/orgs.constants';
import type { TOrg } from '@cairn/domain/orgs/orgs.schemas';
import { Alert, Button, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { PhoneField, TextField, WebsiteField } from '../../../components/form/text-fields.tsx';
import { TimeZoneSelect } from '../../../components/form/time-zone-select.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { viewerPhoneCountry } from '../../../lib/phone-country.ts';
import { useOrg } from '../api/get-org.ts';
import { useUpdateOrg } from '../api/update-org.ts';
import { ThemeColorPicker } from './theme-color-picker.tsx';
import '../texts.ts';

/** Phone numbers typed without "+" are the viewer's country's; the server gets E.164. */
const PHONE_COUNTRY = viewerPhoneCountry();

const ZOrgDetailForm = ZUpdateOrgRequest.pick({
  name: true,
  themeColor: true,
  timeZone: true,
  weekStart: true,
  website: true,
}).extend({ phone: zPhone(PHONE_COUNTRY) });
type TValues = Pick<TOrg, 'name' | 'themeColor' | 'timeZone' | 'weekStart'> & {
  website: string;
  phone: string;
};

/** A Monday and a Sunday (UTC), whose weekday names the week start choice shows in the person's language. */
const WEEK_START_DAYS: Record<TWeekStart, Date> = {
  Monday: new Date(Date.UTC(2026, 0, 5)),
  Sunday: new Date(Date.UTC(2026, 0, 4)),
};
const weekdayName = (day: TWeekStart) =>
  formatDate(WEEK_START_DAYS[day], { weekday: 'long', timeZone: 'UTC' });

/** The settings this tab edits, as saved (no website or phone: empty fields). */
const settingsOf = (org: TOrg): TValues => ({
  name: org.name,
  themeColor: org.themeColor,
  timeZone: org.timeZone,
  weekStart: org.weekStart,
  website: org.website ?? '',
  phone: org.phone ? formatPhone(org.phone, PHONE_COUNTRY) : '',
});

export type TOrgDetailFormProps = {
  org: TOrg;
  /** False for roles that may only look (the form is read-only, without a save button). */
  canEdit: boolean;
};

/**
 * The detail tab: name, website, phone, theme colour, time zone and week start (`PUT org/{id}`
 * with the version it was read at). When
 * someone else saved first (409) it offers to reload the latest version and keeps what was typed,
 * so saving again applies these values on top.
 */
export function OrgDetailForm({ org, canEdit }: TOrgDetailFormProps) {
  const { t } = useTranslation();
  const update = useUpdateOrg(org.id);
  const orgQuery = useOrg(org.id);
  const [version, setVersion] = useState(org.version);
  const [isStale, setStale] = useState(false);
  const form = useZodForm<TValues>({
    schema: ZOrgDetailForm,
    initialValues: settingsOf(org),
  });
  const isDirty = form.isDirty();
  useLeaveGuard(canEdit && isDirty);

  // Someone else's save arrives (live update): take it when nothing is being edited here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the saved org changes, not on every edit.
  useEffect(() => {
    if (isDirty || isStale) return;
    const saved = settingsOf(org);
    form.setInitialValues(saved);
    form.setValues(saved);
    form.resetDirty(saved);
    setVersion(org.version);
  }, [org.name, org.themeColor, org.timeZone, org.weekStart, org.website, org.phone, org.version]);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        ...values,
        name: values.name.trim(),
        website: values.website.trim(),
        phone: values.phone.trim() === '' ? '' : (toE164(values.phone, PHONE_COUNTRY) ?? values.phone.trim()),
        version,
      });
      const next = settingsOf(saved);
      setVersion(saved.version);
      setStale(false);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      notifySuccess(t('orgs.detail.updated', { name: saved.name }));
    } catch (error) {
      if (isApiError(error) && error.status === 409) setStale(true);
      else reportFormError(form, error);
    }
  });

  const handleReload = async () => {
    const fresh = await orgQuery.refetch();
    if (!fresh.data) return;
    setVersion(fresh.data.version);
    setStale(false);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg" maw={560}>
        {isStale ? (
          <Alert color="yellow" variant="light" role="alert" title={t('orgs.detail.staleTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('orgs.detail.staleText')}</Text>
              <Group>
                <Button size="xs" variant="white" onClick={handleReload} loading={orgQuery.isFetching}>
                  {t('orgs.detail.reload')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <TextField
          form={form}
          name="name"
          label={t('orgs.detail.name')}
          maxLength={ORG_NAME_MAX_LENGTH}
          readOnly={!canEdit}
          isRequired={canEdit}
        />
        <WebsiteField form={form} name="website" label={t('orgs.detail.website')} readOnly={!canEdit} />
        <PhoneField
          form={form}
          name="phone"
          label={t('orgs.detail.phone')}
          description={t('orgs.detail.phoneHint')}
          readOnly={!canEdit}
        />
        <ThemeColorPicker
          value={form.values.themeColor}
          onChange={(color) => form.setFieldValue('themeColor', color)}
          isDisabled={!canEdit}
        />
        <TimeZoneSelect
          value={form.values.timeZone}
          onChange={(zone) => form.setFieldValue('timeZone', zone)}
          description={t('orgs.detail.timeZoneHint')}
          error={form.errors.timeZone}
          disabled={!canEdit}
        />
        <Input.Wrapper
          label={t('orgs.detail.weekStart')}
          description={t('orgs.detail.weekStartHint')}
          error={form.errors.weekStart}
        >
          <SegmentedControl
            mt={6}
            data={WEEK_STARTS.map((day) => ({ value: day, label: weekdayName(day) }))}
            value={form.values.weekStart}
            onChange={(day) => form.setFieldValue('weekStart', day as TWeekStart)}
            disabled={!canEdit}
            aria-label={t('orgs.detail.weekStart')}
          />
        </Input.Wrapper>
        {canEdit ? (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!isDirty || isStale || !form.isValid() || update.isPending}
            >
              {t('orgs.detail.save')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('orgs.detail.readOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
