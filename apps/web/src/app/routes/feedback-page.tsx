import { ThumbIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { preloadModal } from '../../components/modal';
import { useSession } from '../../features/auth/hooks/use-session';
import { FeedbackTickets } from '../../features/feedback/components/feedback-tickets';
import { useFeedbackModalStore } from '../../features/feedback/stores/feedback-modal-store';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { formatBrandIso } from '../../lib/brand-time';
import { Page } from '../components/page';

/**
 * Feedback and complaints (spec §2): anyone sends feedback (feedbackModal); a member also sees its
 * tickets and the staff's answers. A guest is offered the login to follow its tickets.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('content');
  const { status } = useSession();
  const show = useFeedbackModalStore((state) => state.show);
  const openModal = useAuthModalStore((state) => state.openModal);
  const gmtOffsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  return (
    <Page id="feedback" title={t('tickets.title')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">{t('tickets.title')}</h1>
          <p className="text-sm text-muted">{t('tickets.intro')}</p>
        </div>
        <button
          type="button"
          data-testid="feedback-new"
          onPointerEnter={preloadModal}
          onClick={show}
          className={buttonStyles.primary}
        >
          <ThumbIcon className="size-4" />
          {t('tickets.new')}
        </button>
      </div>
      {status === 'member' ? (
        <FeedbackTickets formatTime={(iso, precision) => formatBrandIso(iso, gmtOffsetMinutes, precision)} />
      ) : status === 'guest' || status === 'trial' ? (
        <div
          data-testid="feedback-guest-note"
          className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-5 text-sm"
        >
          <p className="text-muted">{status === 'trial' ? t('tickets.trialNote') : t('tickets.guestNote')}</p>
          {status === 'guest' ? (
            <button type="button" onClick={() => openModal('login')} className={buttonStyles.secondary}>
              {t('tickets.logIn')}
            </button>
          ) : null}
        </div>
      ) : null}
    </Page>
  );
}
