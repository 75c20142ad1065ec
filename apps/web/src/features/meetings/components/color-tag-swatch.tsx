import { COLOR_TAGS, type TColorTag } from '@cairn/domain/meetings/meetings.constants';
import { ColorSwatch } from '@mantine/core';

/** The swatch colour of a tag, or null for `None`. */
export function swatchOf(colorTag: TColorTag): string | null {
  return COLOR_TAGS.find((tag) => tag.value === colorTag)?.swatch ?? null;
}

/** A small round swatch of a colour tag; `None` shows an empty ring. Decorative (the name is said beside it). */
export function ColorTagSwatch({ colorTag, size = 14 }: { colorTag: TColorTag; size?: number }) {
  const swatch = swatchOf(colorTag);
  return swatch ? (
    <ColorSwatch color={swatch} size={size} withShadow={false} aria-hidden component="span" />
  ) : (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: '1.5px dashed var(--mantine-color-gray-5)',
        flexShrink: 0,
      }}
    />
  );
}
