import { AlertIcon, RefreshIcon } from '@gaming/ui/icons';
import type Hls from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersNativeHls } from '../lib/stream-source';

type PlayerStatus = 'loading' | 'playing' | 'ended' | 'offline';

/** A stream that has not started playing by then is reported offline (hls.js gives up sooner on errors). */
const startTimeoutMs = 20_000;
/** One quick retry of a playlist or segment, then the offline message (and its retry button). */
const retry = { maxNumRetry: 1, retryDelayMs: 500, maxRetryDelayMs: 1_000 };
const loadPolicy = {
  default: { maxTimeToFirstByteMs: 8_000, maxLoadTimeMs: 15_000, timeoutRetry: retry, errorRetry: retry },
};

/**
 * Plays one HLS stream: hls.js, its light build (loaded with the first player, never with the home page), or the browser's
 * own HLS on Safari without MediaSource. Starts muted so autoplay is allowed, with an unmute button; says
 * clearly when the stream is offline or fails, with a retry.
 */
export function HlsPlayer({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation('streams');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [muted, setMuted] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A new source or a retry starts over.
    void attempt;
    let cancelled = false;
    let hls: Hls | undefined;
    setStatus('loading');
    const fail = () => {
      if (cancelled) return;
      setStatus('offline');
      hls?.destroy();
      hls = undefined;
    };
    const onPlaying = () => !cancelled && setStatus('playing');
    const onEnded = () => !cancelled && setStatus('ended');
    const onError = () => fail();
    video.addEventListener('playing', onPlaying);
    video.addEventListener('ended', onEnded);
    video.addEventListener('error', onError);
    const timer = window.setTimeout(() => {
      if (video.readyState < 2 && !cancelled) fail();
    }, startTimeoutMs);
    const playNatively = () => {
      video.src = src;
      void video.play().catch(() => undefined);
    };
    if (prefersNativeHls(video, 'MediaSource' in window)) playNatively();
    else
      import('hls.js/light').then(({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          if (video.canPlayType('application/vnd.apple.mpegurl')) playNatively();
          else fail();
          return;
        }
        hls = new HlsClass({
          // The page's CSP allows no blob: workers; the streams are small enough for the main thread.
          enableWorker: false,
          manifestLoadPolicy: loadPolicy,
          playlistLoadPolicy: loadPolicy,
          fragLoadPolicy: loadPolicy,
        });
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          if (data.fatal) fail();
        });
        hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
          void video.play().catch(() => undefined);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
      }, fail);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('error', onError);
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src, attempt]);

  const unmute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    setMuted(false);
  };

  return (
    <div
      data-testid="stream-player"
      data-status={status}
      className="relative aspect-video w-full overflow-hidden rounded-xl border border-border bg-black"
    >
      <video
        ref={videoRef}
        data-testid="stream-video"
        title={title}
        aria-label={title}
        className="size-full"
        muted
        autoPlay
        playsInline
        controls={status === 'playing' || status === 'ended'}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      {status === 'loading' ? (
        <div
          data-testid="stream-loading"
          role="status"
          className="absolute inset-0 grid place-items-center bg-black/60 text-sm text-white"
        >
          <span className="flex items-center gap-2">
            <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            {t('player.loading')}
          </span>
        </div>
      ) : null}
      {status === 'offline' ? (
        <div
          data-testid="stream-offline"
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/80 p-4 text-center text-white"
        >
          <AlertIcon className="size-8 text-warning" />
          <p className="font-bold">{t('player.offlineTitle')}</p>
          <p className="max-w-sm text-sm text-white/80">{t('player.offlineBody')}</p>
          <button
            type="button"
            data-testid="stream-retry"
            onClick={() => setAttempt((value) => value + 1)}
            className="flex items-center gap-1.5 rounded-md bg-white/15 px-3 py-1.5 text-sm font-semibold hover:bg-white/25"
          >
            <RefreshIcon className="size-4" />
            {t('player.retry')}
          </button>
        </div>
      ) : null}
      {status === 'ended' ? (
        <p
          data-testid="stream-ended"
          className="absolute start-3 top-3 rounded-md bg-black/70 px-2 py-1 text-xs font-semibold text-white"
        >
          {t('player.ended')}
        </p>
      ) : null}
      {status === 'playing' && muted ? (
        <button
          type="button"
          data-testid="stream-unmute"
          onClick={unmute}
          className="absolute end-3 top-3 rounded-md bg-black/85 px-3 py-1.5 text-sm font-semibold text-white shadow hover:bg-black"
        >
          {t('player.unmute')}
        </button>
      ) : null}
    </div>
  );
}
