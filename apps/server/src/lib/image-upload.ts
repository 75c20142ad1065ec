import { createHash } from 'node:crypto';
import { AVATAR_MAX_INPUT_PIXELS, AVATAR_TEXTS } from '@cairn/domain/account/avatar.constants';
import sharp, { type Metadata, type SharpOptions } from 'sharp';

/**
 * The one pipeline for uploaded pictures (avatars, organisation logos; docs/avatars.md): the
 * header is read first (PNG, JPEG or WebP as found in the bytes, at most 50 megapixels, so a
 * decompression bomb is refused before it is decoded), then the image is decoded, turned upright
 * by its EXIF orientation and resized, and only its pixels are encoded anew: no EXIF or GPS, no
 * trailing payload of a polyglot file, no SVG. The work runs on sharp's threads, at most
 * MAX_AT_ONCE uploads at a time.
 */

/** The formats taken, as sharp names what it finds in the bytes (never the file's name or header). */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** How many uploads are decoded at once: sharp works on libuv's small shared pool (4 threads), which fs and crypto need too. */
const MAX_AT_ONCE = 2;

/** Why an upload was refused: the text for the `file` field. */
export class ImageRefusal extends Error {}

/** How the decoded image is sized: a square cut from the centre (`cover`), or kept whole inside the box. */
export type TImageFit = { width: number; height: number; fit: 'cover' | 'inside' };

/** The decoded, upright, resized pixels (RGBA) ready to encode. */
export type TDecodedImage = { pixels: Buffer; width: number; height: number };

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_AT_ONCE uploads are being processed; the others wait in order. */
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
  // One frame of an animated WebP: a picture is a still.
  pages: 1,
};

/** The refusal for sharp's error: too many pixels (sharp's own limit), else not an image it can read. */
function refusalOf(error: unknown): ImageRefusal {
  const isBomb = String(error).includes('pixel limit');
  return new ImageRefusal(isBomb ? AVATAR_TEXTS.tooManyPixels : AVATAR_TEXTS.notAnImage);
}

/** Reads the header: the format and size the bytes claim, or a refusal when they are no image we take. */
async function checkedHeader(input: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, inputOptions).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new ImageRefusal(AVATAR_TEXTS.notAnImage);
  if (metadata.width * metadata.height > AVATAR_MAX_INPUT_PIXELS) {
    throw new ImageRefusal(AVATAR_TEXTS.tooManyPixels);
  }
}

/** Checks and decodes an upload to upright RGBA pixels of the size asked (a smaller image kept whole is not enlarged). */
async function decoded(input: Buffer, size: TImageFit): Promise<TDecodedImage> {
  await checkedHeader(input);
  try {
    const { data, info } = await sharp(input, inputOptions)
      .rotate()
      .resize(size.width, size.height, {
        fit: size.fit,
        position: 'centre',
        withoutEnlargement: size.fit === 'inside',
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** A sharp pipeline on decoded pixels, to encode (and resize) them. */
export function fromPixels(image: TDecodedImage) {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** The first 32 hex digits of the SHA-256 of the bytes: the name of an image in its URL. */
export function imageHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Decodes an upload (refused with an ImageRefusal when it is no image we take) and hands its
 * pixels to `encode`, which writes the stored images; both run in turn with other uploads.
 */
export function reencodeUpload<T>(
  input: Buffer,
  size: TImageFit,
  encode: (image: TDecodedImage) => Promise<T>,
): Promise<T> {
  return inTurn(async () => encode(await decoded(input, size)));
}
