import { ORG_LOGO_MAX_BYTES, ORG_LOGO_MEDIA_TYPES } from '@cairn/domain/orgs/org-logo.constants';
import { Alert, Box, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ImageUploadButtons,
  imageRefusalOf,
} from '../../../components/image-upload/image-upload-buttons.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRemoveOrgLogo, useUploadOrgLogo } from '../api/org-logo.ts';
import '../texts.ts';

export type TOrgLogoSettingProps = {
  org: { id: string; name: string; logoUrl: string | null };
  /** Owners and Admins (`org.update`) may change it; others see it. */
  canEdit: boolean;
};

/**
 * The organisation's logo (issue 31): shown in the org switcher and on every PDF in place of the
 * initials. Upload logo takes a PNG, JPEG or WebP file (the server re-encodes it and keeps its
 * proportions); Remove logo goes back to the initials.
 */
export function OrgLogoSetting({ org, canEdit }: TOrgLogoSettingProps) {
  const { t } = useTranslation();
  const upload = useUploadOrgLogo(org.id);
  const remove = useRemoveOrgLogo(org.id);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleFile = async (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    if (!(ORG_LOGO_MEDIA_TYPES as readonly string[]).includes(file.type)) {
      setRefusal(t('orgs.logo.wrongType'));
      return;
    }
    if (file.size > ORG_LOGO_MAX_BYTES) {
      setRefusal(t('orgs.logo.tooLarge'));
      return;
    }
    try {
      await upload.mutateAsync(file);
      notifySuccess(t('orgs.logo.saved'));
    } catch (error) {
      const text = imageRefusalOf(error);
      if (text) setRefusal(text);
      else notifyError(error);
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess(t('orgs.logo.removed'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="xs" maw={560}>
      <Text size="sm" fw={500}>
        {t('orgs.logo.label')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Box
          w={160}
          h={64}
          p={6}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {org.logoUrl ? (
            <Image
              src={org.logoUrl}
              alt={t('orgs.logo.alt', { name: org.name })}
              fit="contain"
              h={52}
              w="100%"
            />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {t('orgs.logo.none')}
            </Text>
          )}
        </Box>
        {canEdit ? (
          <Stack gap={6}>
            <ImageUploadButtons
              accept={ORG_LOGO_MEDIA_TYPES}
              onFile={handleFile}
              hasImage={Boolean(org.logoUrl)}
              onRemove={handleRemove}
              isUploading={upload.isPending}
              isRemoving={remove.isPending}
              labels={{ upload: t('orgs.logo.upload'), remove: t('orgs.logo.remove') }}
            />
            <Text size="xs" c="dimmed">
              {t('orgs.logo.hint')}
            </Text>
          </Stack>
        ) : null}
      </Group>
      {refusal ? (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </Stack>
  );
}
