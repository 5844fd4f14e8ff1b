import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { FairnessView } from '../../features/inhouse/components/fairness-view';
import { Page } from '../components/page';
import { LoginRequired } from './login-required';

/** /fairness: provably fair seeds and the verification of any of the member's in-house rounds. */
export default function FairnessPage() {
  const { t } = useTranslation('inhouse');
  const session = useSession();
  return (
    <Page id="fairness" title={t('fair.title')}>
      {session.status === 'guest' ? (
        <LoginRequired title={t('fair.title')} body={t('loginRequired')} />
      ) : session.status === 'loading' ? (
        <Skeleton className="h-96" />
      ) : (
        <FairnessView />
      )}
    </Page>
  );
}
