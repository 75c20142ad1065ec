import { describe, expect, it } from 'vitest';
import { learningVideoOf, videoOriginsOf } from './learning-video.ts';

describe('learningVideoOf', () => {
  it('turns YouTube page, short and share links into the cookie-less embed URL', () => {
    const embed = { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(learningVideoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(learningVideoOf('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(learningVideoOf('https://youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
    expect(learningVideoOf('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
  });

  it('turns Vimeo links into the player URL', () => {
    expect(learningVideoOf('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      url: 'https://player.vimeo.com/video/76979871',
    });
    expect(learningVideoOf('https://player.vimeo.com/video/76979871')?.url).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('plays files in a video element and frames any other https page as given', () => {
    expect(learningVideoOf('https://cdn.example.com/l10/intro.MP4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/l10/intro.MP4',
    });
    expect(learningVideoOf('https://fast.wistia.net/embed/iframe/abc')).toEqual({
      kind: 'embed',
      url: 'https://fast.wistia.net/embed/iframe/abc',
    });
  });

  it('refuses what is not https, carries credentials or is not a URL', () => {
    expect(learningVideoOf('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(learningVideoOf('javascript:alert(1)')).toBeNull();
    expect(learningVideoOf('https://user:pw@cdn.example.com/a.mp4')).toBeNull();
    expect(learningVideoOf('not a url')).toBeNull();
  });

  it('does not take a look-alike host for YouTube', () => {
    expect(learningVideoOf('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      url: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    });
  });
});

describe('videoOriginsOf', () => {
  it('lists each origin once, sorted', () => {
    expect(
      videoOriginsOf([
        { kind: 'embed', url: 'https://player.vimeo.com/video/1' },
        { kind: 'file', url: 'https://cdn.example.com/a.mp4' },
        { kind: 'embed', url: 'https://player.vimeo.com/video/2' },
      ]),
    ).toEqual(['https://cdn.example.com', 'https://player.vimeo.com']);
  });
});
