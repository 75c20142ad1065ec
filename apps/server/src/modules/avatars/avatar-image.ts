import { fromPixels, imageHash, reencodeUpload } from '../../lib/image-upload.ts';

/** The stored images: WebP at 256 and 64 px, and the hash that names them in the URL. */
export type TEncodedAvatar = { hash: string; image256: Buffer; image64: Buffer };

/**
 * Decodes an upload and encodes it anew (issue 34 point 2) through the shared image pipeline
 * (`lib/image-upload.ts`): cropped to a square from the centre, written as WebP at 256 and 64 px
 * with no metadata, so nothing but pixels survives.
 */
export function encodeAvatar(input: Buffer): Promise<TEncodedAvatar> {
  return reencodeUpload(input, { width: 256, height: 256, fit: 'cover' }, async (square) => {
    const image256 = await fromPixels(square).webp({ quality: 85 }).toBuffer();
    const image64 = await fromPixels(square).resize(64, 64).webp({ quality: 85 }).toBuffer();
    return { hash: imageHash(image256), image256, image64 };
  });
}
