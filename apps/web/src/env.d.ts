/// <reference types="vite/client" />

/** The build version, compared with `GET /version` to reload stale tabs (set in vite.config.ts). */
declare const __CAIRN_VERSION__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** Part of the English pack by area (vite-text-areas.ts): `virtual:texts/todos+item`. */
declare module 'virtual:texts/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
