import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { useHelp } from '../api/get-help';

/** About us (spec §2): the help content's 'about' section, the same text /help#about shows. */
export function AboutUs() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.code);
  const help = useHelp(language);
  if (help.isError) return <ErrorState error={help.error} onRetry={() => void help.refetch()} />;
  if (!help.data) {
    return (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  const about = help.data.sections.find((section) => section.key === 'about');
  if (!about) return <EmptyState title={t('help.links.about')} body={t('help.missing')} />;
  return (
    <section
      data-testid="about-us"
      lang={help.data.language.toLowerCase()}
      className="rounded-lg border border-border bg-surface p-5"
    >
      <div
        className="rich-text text-muted [&>:first-child]:mt-0"
        // Sanitised on the server; DOMPurify is the second guard before it reaches the DOM.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML help content, purified here.
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(about.contentHtml) }}
      />
    </section>
  );
}
