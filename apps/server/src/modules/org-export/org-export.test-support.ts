import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { TTestApp } from '../../test/test-app.ts';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(file: Uint8Array, field = 'file', name = 'export.zip') {
  const boundary = `----cairn${Date.now().toString(36)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a zip to `POST org/import` as the session. */
export function postImport(app: TTestApp, token: string, file: Uint8Array, query = '') {
  const { payload, headers } = multipartBody(file);
  return app.inject({
    method: 'POST',
    url: `/api/v2/org/import${query}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

/** The zip's files as text by name. */
export function filesOf(zip: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, data]) => [name, strFromU8(data)]));
}

/** A zip of these text files (for the refusals). */
export function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * An export's content with ids aside: each JSON kind's rows with every id replaced by the label
 * of the row it names (kind and a stable content key), sorted, so two exports of the same content
 * compare equal and a relation pointing elsewhere does not.
 */
export function contentOf(files: Record<string, string>, skip: readonly string[] = []) {
  const labels = new Map<string, string>();
  const kinds = Object.keys(files).filter((name) => name.endsWith('.json') && name !== 'manifest.json');
  const parsed = Object.fromEntries(kinds.map((name) => [name, JSON.parse(files[name]) as unknown]));
  for (const [name, value] of Object.entries(parsed)) {
    const rows = Array.isArray(value) ? value : [value];
    for (const row of rows as Record<string, unknown>[]) {
      const key = [row.title, row.email, row.name, row.key, row.kind, row.createdAt, row.startedAt]
        .filter((part) => part !== undefined)
        .join('|');
      if (typeof row.id === 'string') labels.set(row.id, `${name}:${key}`);
      if (typeof row.scorecardId === 'string') labels.set(row.scorecardId, `scorecard:${key}`);
    }
  }
  const label = (text: string) => text.replace(UUID, (id) => labels.get(id) ?? '<unknown id>');
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const rows = Array.isArray(value) ? value : [value];
    out[name] = rows
      .map((row) => {
        const copy = { ...(row as Record<string, unknown>) };
        for (const field of skip) delete copy[field];
        return label(JSON.stringify(copy));
      })
      .sort();
  }
  return out;
}
