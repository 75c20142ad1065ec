import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Where the zip's bytes go, a few MB at a time, in order. */
export type TChunkSink = (seq: number, data: Uint8Array) => Promise<void>;

/** Bytes gathered before they are handed to the sink (one `org_export_chunks` row). */
const CHUNK_BYTES = 4 * 1024 * 1024;

const encoder = new TextEncoder();

/**
 * A zip written as it is made (fflate's streaming `Zip`): each file is deflated as its text is
 * pushed, and the output goes to the sink in pieces, so a large organisation is never whole in
 * memory. Files are written one after the other.
 */
export function createZipWriter(sink: TChunkSink) {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let totalBytes = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else if (data.length) {
      pending.push(data);
      pendingBytes += data.length;
    }
  });

  async function flush(force: boolean) {
    if (failure) throw failure;
    if (!pendingBytes || (!force && pendingBytes < CHUNK_BYTES)) return;
    const data = new Uint8Array(pendingBytes);
    let at = 0;
    for (const part of pending) {
      data.set(part, at);
      at += part.length;
    }
    pending = [];
    pendingBytes = 0;
    totalBytes += data.length;
    await sink(seq++, data);
  }

  /** Opens a file of the zip; text is pushed into it piece by piece, then it is closed. */
  function open(name: string) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    return {
      write: async (text: string) => {
        entry.push(encoder.encode(text), false);
        await flush(false);
      },
      close: async () => {
        entry.push(new Uint8Array(0), true);
        await flush(false);
      },
    };
  }

  return {
    open,
    /** One whole file at once (small ones: the manifest, the organisation). */
    file: async (name: string, text: string) => {
      const entry = open(name);
      await entry.write(text);
      await entry.close();
    },
    /** One whole binary file (an avatar image); stored as it is, since WebP is compressed already. */
    bytes: async (name: string, data: Uint8Array) => {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
      await flush(false);
    },
    /** Ends the zip and hands over the last bytes; answers its size. */
    end: async (): Promise<number> => {
      zip.end();
      await flush(true);
      return totalBytes;
    },
  };
}
