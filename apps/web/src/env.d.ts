/// <reference types="vite/client" />

/** The build version, compared with `GET /version` to reload stale tabs (set in vite.config.ts). */
declare const __CAIRN_VERSION__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
