import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FooterCategories } from '../../features/catalogue/components/footer-categories';
import { VendorLogoRow } from '../../features/catalogue/components/vendor-logo-row';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';
import { ResponsibleGamingFooterLink } from '../../features/responsible-gaming/components/responsible-gaming-footer-link';
import { useSiteSettings } from '../../features/system/api/get-site-settings';

const helpLinks = [
  { key: 'about', path: '/about' },
  { key: 'terms', path: '/help#term' },
  { key: 'privacy', path: '/help#privacy' },
  { key: 'responsibleGaming', path: '/help#responsible-gaming' },
  { key: 'faq', path: '/help#faq' },
  { key: 'news', path: '/news' },
  { key: 'feedback', path: '/feedback' },
  { key: 'appDownload', path: '/appDownload' },
  { key: 'liveStreams', path: '/liveStreams' },
] as const;

const seoParagraphKeys = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;
const seoQuestionKeys = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

/** Long search-engine text with an FAQ; static translated copy (namespace `seo`). */
function SeoText({ brand }: { brand: string }) {
  const { t } = useTranslation('seo');
  return (
    <section
      data-testid="seo-text"
      aria-labelledby="seo-title"
      className="flex flex-col gap-3 text-xs text-muted"
    >
      <h2 id="seo-title" className="text-sm font-bold text-text">
        {t('title', { brand })}
      </h2>
      {seoParagraphKeys.map((key) => (
        <p key={key}>{t(`paragraphs.${key}`, { brand })}</p>
      ))}
      <h3 className="mt-2 text-sm font-bold text-text">{t('faqTitle')}</h3>
      <div data-testid="seo-faq" className="flex flex-col gap-2">
        {seoQuestionKeys.map((key) => (
          <details key={key} className="rounded-md border border-border bg-surface px-3 py-2">
            <summary className="cursor-pointer font-semibold text-text">
              {t(`faq.${key}.question`, { brand })}
            </summary>
            <p className="mt-2">{t(`faq.${key}.answer`, { brand })}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const brand = useSiteSettings().data?.brand.name ?? t('brand.generic');
  return (
    <footer data-testid="footer" className="mt-10 border-t border-border bg-bg-elevated">
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-8 px-4 py-8 lg:px-6">
        <FooterCategories />
        <div className="flex flex-col gap-4 border-t border-border pt-6 md:flex-row md:items-center md:justify-between">
          <nav aria-label={t('footer.help')} data-testid="footer-help-links">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {helpLinks.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.path}
                    data-testid={`footer-help-${link.key}`}
                    className="text-muted underline-offset-4 hover:text-text hover:underline"
                  >
                    {t(`help.links.${link.key}`)}
                  </Link>
                </li>
              ))}
              <ResponsibleGamingFooterLink />
            </ul>
          </nav>
          <FeedbackButton />
        </div>
        <VendorLogoRow />
        <SeoText brand={brand} />
        <div className="flex flex-col items-center justify-between gap-3 border-t border-border pt-6 text-xs text-muted sm:flex-row">
          <p className="flex items-center gap-2">
            <span className="grid size-8 place-items-center rounded-full border-2 border-danger text-[0.7rem] font-black text-text">
              {t('footer.ageBadge')}
            </span>
            <span>{t('footer.responsibleGaming')}</span>
          </p>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
        </div>
      </div>
    </footer>
  );
}
