import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { FeedbackTicket } from '../../features/feedback/components/feedback-ticket';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function FeedbackTicketPage() {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  const staff = useCurrentStaff().data?.staff;
  return (
    <Page id="feedback-ticket" title={t('feedback.ticketTitle')}>
      <Link to="/feedback" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('feedback.back')}
      </Link>
      <RequirePermission permission="readFeedback">
        <FeedbackTicket
          key={ticketId}
          id={ticketId}
          staffId={staff?.id}
          canHandle={can(staff?.role, 'handleFeedback')}
          canOpenMembers={can(staff?.role, 'searchMembers')}
        />
      </RequirePermission>
    </Page>
  );
}
