import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { useHelpModalStore } from '../../../lib/help-modal-store';
import { useHelp } from '../api/get-help';
import { helpAnchors } from './help-centre';

/**
 * helpModal (spec §2): one help section (the terms, from the registration form) in a dialog over what the
 * visitor was doing, with a link to the same section in the help centre (/help#term).
 */
export function HelpModal() {
  const { t } = useTranslation();
  const section = useHelpModalStore((state) => state.section);
  const close = useHelpModalStore((state) => state.close);
  const language = useLanguageStore((state) => state.code);
  const help = useHelp(language);
  const shown = help.data?.sections.find((entry) => entry.key === section);
  return (
    <Modal
      open={section !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={
        shown?.title ?? (section ? t(`help.links.${section}`, { defaultValue: t('pages.help.title') }) : '')
      }
      testId="help-modal"
      wide
      returnFocusTo={() => useHelpModalStore.getState().opener}
    >
      {help.isError ? (
        <ErrorState error={help.error} onRetry={() => void help.refetch()} />
      ) : !help.data ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        <div className="flex flex-col gap-4" lang={help.data.language.toLowerCase()}>
          {shown ? (
            <div
              data-testid="help-modal-body"
              className="rich-text text-sm text-muted [&>:first-child]:mt-0"
              // Sanitised on the server; DOMPurify is the second guard before it reaches the DOM.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML help content, purified here.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(shown.contentHtml) }}
            />
          ) : (
            <p className="text-sm text-muted">{t('help.missing')}</p>
          )}
          {section ? (
            <Link
              to={`/help#${helpAnchors[section]}`}
              onClick={close}
              data-testid="help-modal-open-page"
              className="self-start text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
            >
              {t('help.openInCentre')}
            </Link>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
