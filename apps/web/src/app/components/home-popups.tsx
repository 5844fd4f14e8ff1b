import { usePopupAudience } from '../../features/auth/hooks/use-popup-audience';
import { PopupAnnouncements } from '../../features/content/components/popup-announcements';

/**
 * The home page's announcement popups for whoever is here (spec §4: anonymous B, members A, F after a
 * first login). Composed here because it joins the session (auth) to the popups (content); a component
 * of its own so session changes re-render only it, not the whole home page.
 */
export function HomePopups() {
  const execution = usePopupAudience();
  return execution ? <PopupAnnouncements execution={execution} /> : null;
}
