import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { useOpenMemberPage } from '../hooks/use-open-responsible-gaming';
import { useRestriction } from '../hooks/use-restriction';

function FooterLink() {
  const { t } = useTranslation('responsible');
  const openPage = useOpenMemberPage();
  return (
    <li>
      <button
        type="button"
        data-testid="footer-responsible-tools"
        onClick={() => openPage('responsibleGaming')}
        className="text-muted underline-offset-4 hover:text-text hover:underline"
      >
        {t('footer.tools')}
      </button>
    </li>
  );
}

/** The footer's link to the member's own limits and tools (a guest has the help text's link already). */
export function ResponsibleGamingFooterLink() {
  const { status } = useSession();
  const { restricted } = useRestriction();
  if (status !== 'member' || restricted) return null;
  return (
    <Suspense fallback={null}>
      <FooterLink />
    </Suspense>
  );
}
