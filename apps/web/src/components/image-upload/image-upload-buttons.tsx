import { Button, FileButton, Group } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../lib/api-client.ts';

export type TImageUploadButtonsProps = {
  /** The media types the file picker offers. */
  accept: readonly string[];
  onFile: (file: File | null) => void;
  /** Shown only while there is an image to remove. */
  hasImage: boolean;
  onRemove: () => void;
  isUploading?: boolean;
  isRemoving: boolean;
  labels: { upload: string; remove: string };
};

/** Upload and Remove for one image (a person's picture, the organisation's logo). */
export function ImageUploadButtons(props: TImageUploadButtonsProps) {
  return (
    <Group gap="xs">
      <FileButton onChange={props.onFile} accept={props.accept.join(',')}>
        {(picker) => (
          <Button
            {...picker}
            size="xs"
            variant="default"
            loading={props.isUploading}
            leftSection={<IconPhotoUp size={14} aria-hidden />}
          >
            {props.labels.upload}
          </Button>
        )}
      </FileButton>
      {props.hasImage ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={props.onRemove}
          loading={props.isRemoving}
        >
          {props.labels.remove}
        </Button>
      ) : null}
    </Group>
  );
}

/** The server's words for a refused image (422 on `file`, else its first message), or null. */
export function imageRefusalOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return (error.messages.find((m) => m.field === 'file') ?? error.messages[0])?.text ?? null;
}
