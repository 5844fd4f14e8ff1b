import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../components/page';
import { LoginRequired } from './login-required';

/** /favorite and /recent: account game lists, which need a logged-in member. */
export default function AccountGamesPage() {
  const { t } = useTranslation();
  const kind = useLocation().pathname === '/recent' ? 'recent' : 'favorite';
  return (
    <Page id={kind} title={t(`pages.${kind}.title`)}>
      <h1 className="text-xl font-bold">{t(`pages.${kind}.title`)}</h1>
      <LoginRequired title={t(`pages.${kind}.loginTitle`)} body={t(`pages.${kind}.loginBody`)} />
    </Page>
  );
}
