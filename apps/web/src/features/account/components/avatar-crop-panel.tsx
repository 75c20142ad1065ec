import 'react-easy-crop/react-easy-crop.css';
import '@mantine/core/styles/Slider.css';
import { AVATAR_ZOOM_MAX, AVATAR_ZOOM_MIN, AVATAR_ZOOM_STEP } from '@cairn/domain/account/avatar.constants';
import { ActionIcon, Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { PopupRouteContext } from '../../../components/popup-panel/popup-route-context.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

const CENTRE: Point = { x: 0, y: 0 };

/** Keeps a zoom inside the allowed range, rounded to the step's precision. */
const clampZoom = (zoom: number) =>
  Math.round(Math.min(AVATAR_ZOOM_MAX, Math.max(AVATAR_ZOOM_MIN, zoom)) * 10) / 10;

/** The chosen square of the image, drawn at `side` px: the preview of the avatar as it will look. */
function CropPreview({ url, area, side }: { url: string; area: Area | null; side: number }) {
  if (!area) return <Box w={side} h={side} bg="gray.1" style={{ borderRadius: '50%' }} />;
  const width = (side * 100) / area.width;
  const height = (side * 100) / area.height;
  return (
    <Box
      w={side}
      h={side}
      style={{ borderRadius: '50%', overflow: 'hidden', position: 'relative', flex: 'none' }}
    >
      <img
        src={url}
        alt=""
        style={{
          position: 'absolute',
          width,
          height,
          maxWidth: 'none',
          left: -(area.x / 100) * width,
          top: -(area.y / 100) * height,
        }}
      />
    </Box>
  );
}

export type TAvatarCropPanelProps = {
  /** A blob URL of the chosen file; null when the popup is closed. */
  imageUrl: string | null;
  /** Saves the chosen square (in the image's pixels); rejects to keep the popup open. */
  onSave: (area: Area) => Promise<void>;
  isSaving: boolean;
  onClose: () => void;
};

/**
 * The avatar crop popup (spec 001 §2, §8): a square 1:1 crop that can be dragged, zoom out and in
 * by 0.2 (buttons, slider, wheel or pinch), Reset, a preview at two sizes, and Save.
 */
export function AvatarCropPanel({ imageUrl, onSave, isSaving, onClose }: TAvatarCropPanelProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>(CENTRE);
  const [zoom, setZoom] = useState(AVATAR_ZOOM_MIN);
  const [percentages, setPercentages] = useState<Area | null>(null);
  const [pixels, setPixels] = useState<Area | null>(null);

  const handleReset = () => {
    setCrop(CENTRE);
    setZoom(AVATAR_ZOOM_MIN);
  };
  const handleClose = () => {
    handleReset();
    onClose();
  };
  const handleSave = async () => {
    if (!pixels) return;
    await onSave(pixels);
    handleReset();
  };

  const footer = (
    <>
      <Button variant="default" onClick={handleReset} disabled={isSaving}>
        {t('account.avatar.reset')}
      </Button>
      <Button onClick={handleSave} loading={isSaving} disabled={!pixels}>
        {t('account.avatar.save')}
      </Button>
    </>
  );

  // Its own popup above Manage account: not the modal route's (that one is the account popup).
  return (
    <PopupRouteContext.Provider value={null}>
      <PopupPanel
        title={t('account.avatar.crop')}
        opened={Boolean(imageUrl)}
        onClose={handleClose}
        footer={footer}
        size="md"
      >
        {imageUrl ? (
          <Stack gap="md">
            <Box
              pos="relative"
              h={300}
              bg="dark.7"
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            >
              <Cropper
                image={imageUrl}
                crop={crop}
                zoom={zoom}
                aspect={1}
                minZoom={AVATAR_ZOOM_MIN}
                maxZoom={AVATAR_ZOOM_MAX}
                cropShape="round"
                showGrid={false}
                disableAutomaticStylesInjection
                onCropChange={setCrop}
                onZoomChange={(next) => setZoom(clampZoom(next))}
                onCropComplete={(area, areaPixels) => {
                  setPercentages(area);
                  setPixels(areaPixels);
                }}
              />
            </Box>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={t('account.avatar.zoomOut')}
                onClick={() => setZoom((z) => clampZoom(z - AVATAR_ZOOM_STEP))}
                disabled={zoom <= AVATAR_ZOOM_MIN}
              >
                <IconZoomOut size={16} aria-hidden />
              </ActionIcon>
              <Slider
                style={{ flex: 1 }}
                min={AVATAR_ZOOM_MIN}
                max={AVATAR_ZOOM_MAX}
                step={AVATAR_ZOOM_STEP}
                value={zoom}
                onChange={(value) => setZoom(clampZoom(value))}
                label={(value) => `${value.toFixed(1)}×`}
                thumbLabel={t('account.avatar.zoom')}
              />
              <ActionIcon
                variant="default"
                aria-label={t('account.avatar.zoomIn')}
                onClick={() => setZoom((z) => clampZoom(z + AVATAR_ZOOM_STEP))}
                disabled={zoom >= AVATAR_ZOOM_MAX}
              >
                <IconZoomIn size={16} aria-hidden />
              </ActionIcon>
              <Text size="sm" c="dimmed" w={40} ta="right" aria-live="polite">
                {formatNumber(zoom, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}×
              </Text>
            </Group>
            <Group gap="md" align="center">
              <Text size="sm" fw={500}>
                {t('account.avatar.preview')}
              </Text>
              <CropPreview url={imageUrl} area={percentages} side={64} />
              <CropPreview url={imageUrl} area={percentages} side={32} />
            </Group>
          </Stack>
        ) : null}
      </PopupPanel>
    </PopupRouteContext.Provider>
  );
}
