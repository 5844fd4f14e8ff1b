import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../auth/hooks/use-session';
import { useRgProfile } from '../api/get-rg-profile';
import { useOpenMemberPage } from '../hooks/use-open-responsible-gaming';

const linkClass = 'font-semibold underline underline-offset-4 hover:text-accent-text';

/**
 * The safety bar some jurisdictions require on every page (Sweden's: self-exclusion, limits, a self-test):
 * shown only when the brand's profile asks for it. Members go to their tools, guests to the help text.
 */
export function SafetyBar() {
  const profile = useRgProfile();
  if (!profile.data?.gameRules.showSafetyBar) return null;
  // Its texts load only where the bar shows (the namespace is not needed on other brands' pages).
  return (
    <Suspense fallback={null}>
      <SafetyBarLinks />
    </Suspense>
  );
}

function SafetyBarLinks() {
  const { t } = useTranslation('responsible');
  const { status } = useSession();
  const openPage = useOpenMemberPage();
  const entries = ['selfExclusion', 'limits', 'help'] as const;
  return (
    <nav
      aria-label={t('safetyBar.label')}
      data-testid="safety-bar"
      className="rounded-md border border-border bg-surface px-3 py-2 text-sm"
    >
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {entries.map((entry) => (
          <li key={entry}>
            {status === 'member' && entry !== 'help' ? (
              <button
                type="button"
                data-testid={`safety-bar-${entry}`}
                onClick={() => openPage('responsibleGaming')}
                className={linkClass}
              >
                {t(`safetyBar.${entry}`)}
              </button>
            ) : (
              <Link to="/help#responsible-gaming" data-testid={`safety-bar-${entry}`} className={linkClass}>
                {t(`safetyBar.${entry}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
