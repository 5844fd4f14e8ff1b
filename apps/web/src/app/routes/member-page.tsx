import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { LoginRequired } from './login-required';

/** Member centre: needs an account (the accounts capability arrives next). */
export default function MemberPage() {
  const { t } = useTranslation();
  return (
    <Page id="member" title={t('pages.member.title')}>
      <h1 className="text-xl font-bold">{t('pages.member.title')}</h1>
      <LoginRequired title={t('pages.member.loginTitle')} body={t('pages.member.loginBody')} />
    </Page>
  );
}
