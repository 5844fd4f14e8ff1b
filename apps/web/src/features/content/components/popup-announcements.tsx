import { lazy, Suspense, useState } from 'react';
import { useLanguageStore } from '../../../i18n/i18n';
import { useAnnouncements } from '../api/get-announcements';

const AnnouncementPopup = lazy(() => import('./announcement-popup'));

/** Spec §4: once closed, the popups stay closed for the rest of the browser session. */
export const popupClosedKey = 'announcementPopupClosed';

function closedThisSession(): boolean {
  try {
    return sessionStorage.getItem(popupClosedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The announcement popup (spec §2, §4): when staff have published popups, they open over the home page
 * once the list has loaded, on the first one, unless the visitor closed them earlier in this session.
 * The popup's code loads only when there is something to show.
 */
export function PopupAnnouncements() {
  const language = useLanguageStore((state) => state.code);
  const [closed, setClosed] = useState(closedThisSession);
  const popups = useAnnouncements('popup', language, 1);
  const first = popups.data?.content[0];
  if (closed || !first) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup
        type="popup"
        initialId={first.id}
        onClose={() => {
          try {
            sessionStorage.setItem(popupClosedKey, '1');
          } catch {
            // Storage refused (private mode): the popup simply closes for this page view.
          }
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
