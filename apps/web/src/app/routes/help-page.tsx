import { useTranslation } from 'react-i18next';
import { HelpCentre } from '../../features/content/components/help-centre';
import { Page } from '../components/page';

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <Page id="help" title={t('pages.help.title')}>
      <h1 className="text-xl font-bold">{t('pages.help.title')}</h1>
      <HelpCentre />
    </Page>
  );
}
