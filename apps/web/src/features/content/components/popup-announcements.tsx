import type { AnnouncementExecution } from '@gaming/contracts/home-limits';
import { lazy, Suspense, useState } from 'react';
import { useLanguageStore } from '../../../i18n/i18n';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';
import { useAnnouncements } from '../api/get-announcements';

const AnnouncementPopup = lazy(() => import('./announcement-popup'));

/**
 * Spec §4: once closed, a group's popups stay closed for the rest of the browser session. One flag per
 * audience, so closing the visitors' popup (B) does not hide the member's (A or F) after login.
 */
export function popupClosedKey(execution: AnnouncementExecution): string {
  return `${storageKeys.popupClosedPrefix}:${execution}`;
}

function closedThisSession(execution: AnnouncementExecution): boolean {
  return readStorage('session', popupClosedKey(execution)) === '1';
}

function PopupGroup({ execution }: { execution: AnnouncementExecution }) {
  const language = useLanguageStore((state) => state.code);
  const [closed, setClosed] = useState(() => closedThisSession(execution));
  const popups = useAnnouncements('popup', language, 1, execution);
  const first = popups.data?.content[0];
  if (closed || !first) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup
        type="popup"
        execution={execution}
        initialId={first.id}
        onClose={() => {
          // Storage refused (private mode): the popup simply closes for this page view.
          writeStorage('session', popupClosedKey(execution), '1');
          setClosed(true);
        }}
      />
    </Suspense>
  );
}

/**
 * The announcement popup (spec §2, §4): when staff have published popups for this visitor's audience
 * (`execution`: B anonymous, A members, F a member's first login), they open over the home page once the
 * list has loaded, on the first one, unless that group was closed earlier in this session. The popup's
 * code loads only when there is something to show.
 */
export function PopupAnnouncements({ execution }: { execution: AnnouncementExecution }) {
  // Keyed by audience: a login on the home page starts the member's group afresh (its own closed flag).
  return <PopupGroup key={execution} execution={execution} />;
}
