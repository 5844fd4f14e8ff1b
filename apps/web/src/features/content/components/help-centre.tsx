import type { HelpSectionKey } from '@gaming/contracts/content';
import { languageTags } from '@gaming/contracts/languages';
import { languageCodeOr } from '@gaming/contracts/localized-text';
import DOMPurify from 'dompurify';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { useHelp } from '../api/get-help';

/** Anchors of the help sections; /help#term opens the terms. */
export const helpAnchors: Record<HelpSectionKey, string> = {
  about: 'about',
  terms: 'term',
  privacy: 'privacy',
  responsibleGaming: 'responsible-gaming',
  faq: 'faq',
  contact: 'contact',
};

function HelpSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

export function HelpCentre() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.code);
  const help = useHelp(language);
  const { hash } = useLocation();
  const sections = help.data?.sections;
  useEffect(() => {
    if (!sections || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [sections, hash]);

  if (help.isPending) return <HelpSkeleton />;
  if (help.isError) return <ErrorState error={help.error} onRetry={() => void help.refetch()} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav
        aria-label={t('help.contents')}
        className="lg:sticky lg:top-[calc(var(--ui-header-height)+1rem)] lg:self-start"
      >
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {help.data.sections.map((section) => (
            <li key={section.key}>
              <a
                href={`#${helpAnchors[section.key]}`}
                className={`block rounded-md px-3 py-2 hover:bg-surface-2 ${
                  hash === `#${helpAnchors[section.key]}`
                    ? 'bg-surface-2 font-semibold text-accent-text'
                    : 'text-muted'
                }`}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div
        className="flex min-w-0 flex-col gap-6 wrap-break-word"
        // The language the help is written in (EN when the reader's has none), as its BCP 47 tag.
        lang={languageTags[languageCodeOr(help.data.language)]}
      >
        {help.data.sections.map((section) => (
          <section
            key={section.key}
            id={helpAnchors[section.key]}
            data-testid={`help-section-${section.key}`}
            className="scroll-mt-[calc(var(--ui-header-height)+1rem)] rounded-lg border border-border bg-surface p-5"
          >
            <h2 className="mb-2 text-lg font-bold">{section.title}</h2>
            <div
              className="rich-text text-muted"
              // Sanitised on the server; DOMPurify is the second guard before it reaches the DOM.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML help content, purified above.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(section.contentHtml) }}
            />
          </section>
        ))}
      </div>
    </div>
  );
}
