import { createHash } from 'node:crypto';
import { AVATAR_MAX_INPUT_PIXELS, AVATAR_TEXTS } from '@cairn/domain/account/avatar.constants';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';

/** The formats taken, as sharp names what it finds in the bytes (never the file's name or header). */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** How many uploads are decoded at once: sharp works on libuv's small shared pool (4 threads), which fs and crypto need too. */
const MAX_AT_ONCE = 2;

/** Why an upload was refused: the text for the `file` field. */
export class AvatarRefusal extends Error {}

/** The stored images: WebP at 256 and 64 px, and the hash that names them in the URL. */
export type TEncodedAvatar = { hash: string; image256: Buffer; image64: Buffer };

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_AT_ONCE avatars are being processed; the others wait in order. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const inputOptions: SharpOptions = {
  // A decompression bomb is refused by sharp itself too, should the header check below be fooled.
  limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
  failOn: 'error',
  // One frame of an animated WebP: an avatar is a still.
  pages: 1,
};

/** The refusal for sharp's error: too many pixels (sharp's own limit), else not an image it can read. */
function refusalOf(error: unknown): AvatarRefusal {
  const isBomb = String(error).includes('pixel limit');
  return new AvatarRefusal(isBomb ? AVATAR_TEXTS.tooManyPixels : AVATAR_TEXTS.notAnImage);
}

/** Reads the header: the format and size the bytes claim, or a refusal when they are no image we take. */
async function checkedHeader(input: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, inputOptions).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new AvatarRefusal(AVATAR_TEXTS.notAnImage);
  if (metadata.width * metadata.height > AVATAR_MAX_INPUT_PIXELS) {
    throw new AvatarRefusal(AVATAR_TEXTS.tooManyPixels);
  }
}

/**
 * Decodes an upload and encodes it anew (issue 34 point 2): turned upright by its EXIF
 * orientation, cropped to a square from the centre, resized to 256 and 64 px, written as WebP
 * with no metadata, so nothing but pixels survives (no EXIF or GPS, no trailing payload of a
 * polyglot file, no SVG). The work runs on sharp's threads, at most MAX_AT_ONCE uploads at a time.
 */
export function encodeAvatar(input: Buffer): Promise<TEncodedAvatar> {
  return inTurn(async () => {
    await checkedHeader(input);
    let square: { data: Buffer; info: OutputInfo };
    try {
      square = await sharp(input, inputOptions)
        .rotate()
        .resize(256, 256, { fit: 'cover', position: 'centre' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      const text = String(error).includes('pixel limit')
        ? AVATAR_TEXTS.tooManyPixels
        : AVATAR_TEXTS.notAnImage;
      throw new AvatarRefusal(text);
    }
    const raw = { raw: { width: square.info.width, height: square.info.height, channels: 4 as const } };
    const image256 = await sharp(square.data, raw).webp({ quality: 85 }).toBuffer();
    const image64 = await sharp(square.data, raw).resize(64, 64).webp({ quality: 85 }).toBuffer();
    const hash = createHash('sha256').update(image256).digest('hex').slice(0, 32);
    return { hash, image256, image64 };
  });
}
