import { useSessionRenewal } from '../lib/session/use-session-renewal.ts';

/** Keeps the signed-in session renewed while the app is open (renders nothing). */
export function SessionRenewal() {
  useSessionRenewal();
  return null;
}
