import Bowser from 'bowser';

/**
 * A person-readable device from a user agent, e.g. "Chrome 120 on macOS" or "Firefox on
 * Android": the browser (with its major version) and the system, read by `bowser`. Shown as
 * text only (the web never renders it as HTML).
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const version = parsed.browser.version?.split('.')[0];
  const system = parsed.os.name;
  const named = browser ? (version ? `${browser} ${version}` : browser) : undefined;
  if (named && system) return `${named} on ${system}`;
  // Neither known (a script, a bot): the agent as sent, cut short.
  return named ?? system ?? userAgent.slice(0, 60);
}
