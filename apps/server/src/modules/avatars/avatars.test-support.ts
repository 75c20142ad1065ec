import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TTestApp } from '../../test/test-app.ts';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipartBody(file: Uint8Array, field: string, name: string, type: string) {
  const boundary = `----cairn${Date.now().toString(36)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type TUploadOptions = { field?: string; name?: string; type?: string };

/** Posts a file to an upload call (`/api/v2` + url) as the session (field `file` unless told). */
export function postImage(
  app: TTestApp,
  session: { token: string } | null,
  url: string,
  file: Uint8Array,
  options: TUploadOptions = {},
) {
  const { payload, headers } = multipartBody(
    file,
    options.field ?? 'file',
    options.name ?? 'me.png',
    options.type ?? 'image/png',
  );
  return app.inject({
    method: 'POST',
    url: `/api/v2${url}`,
    payload,
    headers: { ...headers, ...(session ? { authorization: `Bearer ${session.token}` } : {}) },
  });
}

/** Posts a file to `POST account/avatar` as the session (field `file` unless told). */
export function postAvatar(
  app: TTestApp,
  session: { token: string } | null,
  file: Uint8Array,
  options: TUploadOptions = {},
) {
  return postImage(app, session, '/account/avatar', file, options);
}

/** A width x height image of one colour in the format. */
export function imageOf(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF with a camera owner's name and a GPS position: the upload must drop both. */
export function jpegWithExif() {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Owner Name', Artist: 'Secret Owner Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few KB that says (and would decode to) 20,000 x 20,000
 * pixels of black, 1.2 GB of memory. Built by hand: its rows are zeros, deflated.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  // A few rows only: the header alone must be enough to refuse it.
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 4));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
