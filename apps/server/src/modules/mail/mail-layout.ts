/** Escapes text for safe use inside HTML mail. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Wraps mail content in Cairn's simple, client-safe layout. `body` must already be escaped. */
export function mailLayout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h2 style="color:#ff7900">${escapeHtml(title)}</h2>${body}<p style="color:#888;font-size:12px">Cairn</p></body></html>`;
}
