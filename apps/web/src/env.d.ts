/// <reference types="vite/client" />

/** The build version, compared with `GET /version` to reload stale tabs (set in vite.config.ts). */
declare const __CAIRN_VERSION__: string;
/** Support address shown in the help panel and contact page; empty when not configured at build time. */
declare const __CAIRN_SUPPORT_EMAIL__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
