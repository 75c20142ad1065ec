/**
 * True when a browser Origin belongs to Cairn itself: the origin of APP_URL, or the very host the
 * request was sent to (same-origin behind a proxy or on another port in development). Guards the
 * hub against cross-site WebSocket hijacking, since browsers send cookies with any WebSocket.
 */
export function isOriginAllowed(
  origin: string,
  requestHosts: (string | string[] | undefined)[],
  appUrl: string,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.origin === new URL(appUrl).origin) return true;
  const hosts = requestHosts
    .flatMap((h) => (Array.isArray(h) ? h : h ? h.split(',') : []))
    .map((h) => h.trim().toLowerCase());
  return hosts.includes(parsed.host.toLowerCase());
}
