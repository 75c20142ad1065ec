import { ORG_LOGO_BOX } from '@cairn/domain/orgs/org-logo.constants';
import { fromPixels, imageHash, reencodeUpload } from '../../lib/image-upload.ts';

/** The stored images: WebP for the app, PNG for the PDFs, and the hash that names them in the URL. */
export type TEncodedLogo = { hash: string; imageWebp: Buffer; imagePng: Buffer };

/**
 * Decodes an upload and encodes it anew through the avatars' pipeline (`lib/image-upload.ts`):
 * its proportions kept inside 512 x 512 px (a logo is seldom square, and a small one is not
 * enlarged), transparency kept, no metadata. The PNG copy is for react-pdf, which draws no WebP.
 */
export function encodeLogo(input: Buffer): Promise<TEncodedLogo> {
  const box = { width: ORG_LOGO_BOX, height: ORG_LOGO_BOX, fit: 'inside' } as const;
  return reencodeUpload(input, box, async (image) => {
    const imageWebp = await fromPixels(image).webp({ quality: 90 }).toBuffer();
    const imagePng = await fromPixels(image).png({ compressionLevel: 9 }).toBuffer();
    return { hash: imageHash(imageWebp), imageWebp, imagePng };
  });
}
