import { AVATAR_MEDIA_TYPES } from '@cairn/domain/account/avatar.constants';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import {
  ImageUploadButtons,
  imageRefusalOf,
} from '../../../components/image-upload/image-upload-buttons.tsx';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/upload-avatar.ts';
import { AvatarCropPanel } from './avatar-crop-panel.tsx';
import { croppedImage } from './cropped-image.ts';
import '../texts.ts';

export type TAvatarSectionProps = {
  user: { firstName: string; lastName: string; email: string; avatarUrl: string | null };
};

/** The server's words for a refused image, else a general one. */
function refusalText(error: unknown, t: TFunction): string {
  return imageRefusalOf(error) ?? (error instanceof Error ? error.message : t('account.avatar.notSaved'));
}

/**
 * The profile's picture (issue 34 point 2): the current avatar, Upload picture (PNG, JPEG or WebP,
 * then the crop popup) and Remove picture. The file never leaves the browser until Save.
 */
export function AvatarSection({ user }: TAvatarSectionProps) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The chosen file's blob URL lives as long as the popup shows it.
  useEffect(() => (imageUrl ? () => URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);

  const handleFile = (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    if (!(AVATAR_MEDIA_TYPES as readonly string[]).includes(file.type)) {
      setRefusal(t('account.avatar.badType'));
      return;
    }
    setImageUrl(URL.createObjectURL(file));
  };

  const handleSave = async (area: Area) => {
    if (!imageUrl) return;
    try {
      await upload.mutateAsync(await croppedImage(imageUrl, area));
      setImageUrl(null);
      notifySuccess(t('account.avatar.saved'));
    } catch (error) {
      setImageUrl(null);
      setRefusal(refusalText(error, t));
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess(t('account.avatar.removed'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap">
        <PersonAvatar person={user} size={72} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('account.avatar.title')}
          </Text>
          <ImageUploadButtons
            accept={AVATAR_MEDIA_TYPES}
            onFile={handleFile}
            hasImage={Boolean(user.avatarUrl)}
            onRemove={handleRemove}
            isRemoving={remove.isPending}
            labels={{ upload: t('account.avatar.upload'), remove: t('account.avatar.remove') }}
          />
          <Text size="xs" c="dimmed">
            {t('account.avatar.hint')}
          </Text>
        </Stack>
      </Group>
      {refusal ? (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <AvatarCropPanel
        imageUrl={imageUrl}
        onSave={handleSave}
        isSaving={upload.isPending}
        onClose={() => setImageUrl(null)}
      />
    </Stack>
  );
}
