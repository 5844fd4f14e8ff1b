/**
 * A source the player may load: the server's own paths (the sample stream) or an https URL. Anything else
 * (javascript:, data:, http:) is refused here too, whatever the server sent.
 */
export function playableStreamUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A cover the page may show: our own content image path or an https image. */
export function coverImageUrl(url: string | null): string | null {
  if (!url) return null;
  return playableStreamUrl(url);
}

/** Safari (iOS before 17 has no MediaSource) plays HLS itself; everyone else gets hls.js. */
export function prefersNativeHls(
  video: Pick<HTMLVideoElement, 'canPlayType'>,
  hasMediaSource: boolean,
): boolean {
  return !hasMediaSource && video.canPlayType('application/vnd.apple.mpegurl') !== '';
}
