import type { WhitelabelFlags } from '@gaming/contracts/settings';
import { lazy, Suspense } from 'react';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import { useNoticeStore } from '../stores/notice-store';
import type { AuthModalBanner } from './auth-modal-bodies';

const loadAuthModals = () => import('./auth-modals');
const AuthModals = lazy(() => loadAuthModals().then((module) => ({ default: module.AuthModals })));

let preloaded = false;

/** Starts loading the login, register, logout and notice dialogs (hover, focus or touch of a button). */
export function preloadAuthModals(): void {
  if (preloaded) return;
  preloaded = true;
  loadAuthModals().catch(() => {
    preloaded = false;
  });
}

/**
 * The auth dialogs (AuthModals), mounted only while one of them is open: a page nobody logs in from does
 * not load them. The overlay shows at once while their code arrives.
 */
export function LazyAuthModals({
  onClosed,
  whitelabel,
  banner,
}: {
  onClosed?: () => void;
  whitelabel: Partial<WhitelabelFlags>;
  banner?: AuthModalBanner;
}) {
  const authOpen = useAuthModalStore((state) => state.open !== null);
  const noticeOpen = useNoticeStore((state) => state.notice !== null);
  if (!authOpen && !noticeOpen) return null;
  return (
    <Suspense fallback={<div className="fixed inset-0 z-50 bg-overlay" />}>
      <AuthModals onClosed={onClosed} whitelabel={whitelabel} banner={banner} />
    </Suspense>
  );
}
