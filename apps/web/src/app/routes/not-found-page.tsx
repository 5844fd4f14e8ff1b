import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { Page } from '../components/page';

export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <Page id="not-found" title={t('pages.notFound.title')} className="grid flex-1 place-items-center py-16">
      <div data-testid="not-found-page" className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-6xl font-black text-accent-text" aria-hidden="true">
          {t('pages.notFound.code')}
        </p>
        <h1 className="text-xl font-bold">{t('pages.notFound.title')}</h1>
        <p className="text-muted">{t('pages.notFound.body')}</p>
        <Link to="/" className={buttonStyles.primary}>
          {t('pages.notFound.home')}
        </Link>
      </div>
    </Page>
  );
}

export default NotFoundContent;
