import type { Banner, BannerGroup } from '@gaming/contracts/catalogue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { bootHomeBanner } from '../../../lib/boot-data';
import { safeAppPath, safeExternalUrl } from '../../../lib/urls';
import { useTextDirection } from '../../../lib/use-text-direction';
import { useBanners } from '../api/get-banners';
import { useLoopCarousel } from '../hooks/use-loop-carousel';

/** Spec §2: auto-rotate every 5000 ms with a 1000 ms transition, loop. */
export const bannerAutoplayMs = 5000;
const bannerTransitionMs = 1000;
const frameClass = 'aspect-[16/7] sm:aspect-[16/5] w-full overflow-hidden rounded-xl';

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <img
      src={banner.url}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is home's largest paint: fetched before anything else the page asks for.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="size-full object-cover"
    />
  );
}

function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const eager = index === 0;
  const routePath = banner.linkageType === 'route' ? safeAppPath(banner.linkageTarget) : null;
  const externalUrl = banner.linkageType === 'external' ? safeExternalUrl(banner.linkageTarget) : null;
  const slideClass = 'block size-full';
  if (routePath) {
    return (
      <Link to={routePath} className={slideClass} data-testid="banner-link">
        <BannerImage banner={banner} eager={eager} />
      </Link>
    );
  }
  if (externalUrl) {
    return (
      <a
        href={externalUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={slideClass}
        data-testid="banner-link"
      >
        <BannerImage banner={banner} eager={eager} />
      </a>
    );
  }
  return (
    <div className={slideClass}>
      <BannerImage banner={banner} eager={eager} />
    </div>
  );
}

/** Every bannerAutoplayMs the next banner while the page is on view; a swipe starts the wait again. */
function useAutoplay(next: () => void, enabled: boolean) {
  const [paused, setPaused] = useState(false);
  const [restarts, setRestarts] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a restart (a swipe) starts a new wait.
  useEffect(() => {
    if (!enabled || paused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') next();
    }, bannerAutoplayMs);
    return () => window.clearInterval(timer);
  }, [next, enabled, paused, restarts]);
  return { setPaused, restart: () => setRestarts((count) => count + 1) };
}

function Carousel({ banners, testId = 'banner-carousel' }: { banners: Banner[]; testId?: string }) {
  const { t } = useTranslation();
  const hasMany = banners.length > 1;
  // Right to left in AR, FA and UR: the first banner at the right, the next one coming from the left.
  const direction = useTextDirection();
  const carousel = useLoopCarousel({ count: banners.length, direction, transitionMs: bannerTransitionMs });
  const { setPaused, restart } = useAutoplay(carousel.next, hasMany);
  return (
    <section
      aria-label={t('home.bannersLabel')}
      data-testid={testId}
      data-banner-count={banners.length}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        dir={direction}
        className={`${frameClass} ${hasMany ? 'touch-pan-y select-none' : ''}`}
        {...carousel.frameHandlers}
        onPointerDown={(event) => {
          restart();
          carousel.frameHandlers.onPointerDown(event);
        }}
      >
        <ul
          className="flex h-full"
          style={hasMany ? carousel.trackStyle : undefined}
          onTransitionEnd={carousel.onTrackTransitionEnd}
        >
          {banners.map((banner, index) => (
            <li
              key={banner.id}
              className="h-full min-w-0 flex-[0_0_100%]"
              style={carousel.slideStyle(index)}
              aria-label={t('home.bannerPosition', { index: index + 1, total: banners.length })}
            >
              <BannerSlide banner={banner} index={index} />
            </li>
          ))}
        </ul>
      </div>
      {hasMany ? (
        <div data-testid="banner-dots" className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              aria-label={t('home.goToBanner', { index: index + 1 })}
              aria-current={index === carousel.selected ? 'true' : undefined}
              onClick={() => carousel.goTo(index)}
              className="grid h-6 w-6 place-items-center"
            >
              <span
                className={`block h-1.5 rounded-full transition-all ${
                  index === carousel.selected ? 'w-5 bg-accent' : 'w-1.5 bg-surface-3'
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The banner carousel of a group in the current language: w_home on the home page; w_leftmenu, w_login,
 * w_register and w_forget (spec §3) in the side menu and the login, registration and forgot-password
 * dialogs, where nothing shows while the list loads, when it fails or when the group has no banner.
 */
export function BannerCarousel({ group, className }: { group: BannerGroup; className?: string }) {
  const language = useLanguageStore((state) => state.code);
  const banners = useBanners(group, language);
  if (group !== 'w_home') {
    const list = banners.data?.banners ?? [];
    if (list.length === 0) return null;
    return (
      <div className={className} data-testid={`banners-${group}`}>
        {/* Its own test id: home's carousel stays the only 'banner-carousel' on the page. */}
        <Carousel banners={list} testId={`banner-carousel-${group}`} />
      </div>
    );
  }
  if (banners.isPending) {
    // Home's first banner is already on screen (the page's static frame): it stays until the list answers.
    const first = group === 'w_home' ? bootHomeBanner() : null;
    if (!first) return <Skeleton className={frameClass} />;
    return (
      <div className={frameClass}>
        <img src={first.url} alt={first.title} fetchPriority="high" className="size-full object-cover" />
      </div>
    );
  }
  if (banners.isError)
    return <ErrorState compact error={banners.error} onRetry={() => void banners.refetch()} />;
  if (banners.data.banners.length === 0) return null;
  return <Carousel banners={banners.data.banners} />;
}
