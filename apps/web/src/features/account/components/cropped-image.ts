import type { Area } from 'react-easy-crop';

/** The side of the square sent to the server: twice the largest stored size, so it stays sharp. */
const OUTPUT_SIDE = 512;

/** Loads an image from a (blob) URL. */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = url;
  });
}

/**
 * The chosen square of the image as a PNG of at most OUTPUT_SIDE px: the crop happens in the
 * browser (spec 001 §2), the server decodes and re-encodes what it gets all the same.
 */
export async function croppedImage(url: string, area: Area): Promise<Blob> {
  const image = await loadImage(url);
  const side = Math.min(OUTPUT_SIDE, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped.'))),
      'image/png',
    );
  });
}
