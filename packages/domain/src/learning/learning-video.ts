import type { TLearningVideo } from './learning.schemas.ts';

/** File types a `<video>` plays in every browser Cairn supports. */
const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|m4v)$/i;
/** A YouTube video id: 11 of these characters. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeIdOf(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[2] ?? null;
  } else return null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoIdOf(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return /^\/(\d+)(\/|$)/.exec(url.pathname)?.[1] ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)(\/|$)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * How a pack's `videoUrl` plays, or null when it may not (not https). A YouTube or Vimeo page
 * link becomes its embed URL (YouTube's without cookies), a file (`.mp4`, `.webm` ...) plays in
 * a `<video>`, and any other https page is framed as given (Wistia, Loom and the like give embed
 * URLs). The host of the answer is what the CSP must allow.
 */
export function learningVideoOf(videoUrl: string): TLearningVideo | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const youtube = youtubeIdOf(url);
  if (youtube) return { kind: 'embed', url: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoIdOf(url);
  if (vimeo) return { kind: 'embed', url: `https://player.vimeo.com/video/${vimeo}` };
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.href };
  return { kind: 'embed', url: url.href };
}

/** The `https://host` origins of some videos, each once: the CSP's frame and media sources. */
export function videoOriginsOf(videos: readonly TLearningVideo[]): string[] {
  return [...new Set(videos.map((video) => new URL(video.url).origin))].sort();
}
