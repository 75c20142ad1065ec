import { randomBytes } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createZipWriter } from './export-zip.ts';

describe('createZipWriter', () => {
  it('hands a large zip over in ordered pieces of about 4 MB that join into a readable zip', async () => {
    const pieces: { seq: number; data: Uint8Array }[] = [];
    const zip = createZipWriter(async (seq, data) => {
      pieces.push({ seq, data });
    });
    // Random hex halves at best, so ~9 MB of it makes a zip of more than one piece.
    const parts = Array.from({ length: 9 }, () => randomBytes(512 * 1024).toString('hex'));
    const file = zip.open('big.json');
    for (const part of parts) await file.write(part);
    await file.close();
    await zip.file('manifest.json', '{"formatVersion":1}');
    const size = await zip.end();
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    expect(pieces.map((piece) => piece.seq)).toEqual(pieces.map((_, index) => index));
    const whole = new Uint8Array(size);
    let at = 0;
    for (const { data } of pieces) {
      whole.set(data, at);
      at += data.length;
    }
    expect(at).toBe(size);
    const files = unzipSync(whole);
    expect(strFromU8(files['big.json'])).toBe(parts.join(''));
    expect(strFromU8(files['manifest.json'])).toBe('{"formatVersion":1}');
  });
});
