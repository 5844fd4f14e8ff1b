import { useTranslation } from 'react-i18next';
import { AboutUs } from '../../features/content/components/about-us';
import { Page } from '../components/page';

/** About us (spec §2): the help content's 'about' section on a page of its own. */
export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <Page id="about" title={t('help.links.about')}>
      <h1 className="text-xl font-bold">{t('help.links.about')}</h1>
      <AboutUs />
    </Page>
  );
}
