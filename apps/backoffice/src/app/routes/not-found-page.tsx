import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../components/page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page id="not-found" title={t('notFound.title')}>
      <div data-testid="not-found-page">
        <EmptyState
          title={t('notFound.body')}
          action={
            <Link to="/" className={buttonStyles.secondary}>
              {t('notFound.home')}
            </Link>
          }
        />
      </div>
    </Page>
  );
}
