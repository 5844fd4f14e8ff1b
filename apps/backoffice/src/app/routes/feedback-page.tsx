import { useTranslation } from 'react-i18next';
import { FeedbackQueue } from '../../features/feedback/components/feedback-queue';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <Page id="feedback" title={t('feedback.title')} description={t('feedback.description')}>
      <RequirePermission permission="readFeedback">
        <FeedbackQueue />
      </RequirePermission>
    </Page>
  );
}
