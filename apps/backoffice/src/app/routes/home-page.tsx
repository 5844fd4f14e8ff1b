import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { visibleSections } from '../../lib/permissions';
import { Page } from '../components/page';

/** Home is the first section the role may use (members search for most); a role with none is told so. */
export default function HomePage() {
  const { t } = useTranslation();
  const current = useCurrentStaff();
  if (!current.data) {
    return current.isError ? (
      <ErrorState error={current.error} onRetry={() => void current.refetch()} />
    ) : (
      <LoadingState />
    );
  }
  const [first] = visibleSections(current.data.staff.role);
  if (first) return <Navigate to={`/${first}`} replace />;
  return (
    <Page id="home" title={t('home.title', { name: current.data.staff.displayName })}>
      <p data-testid="home-no-sections" className="max-w-prose text-muted">
        {t('home.noSections', { role: t(`roles.${current.data.staff.role}`) })}
      </p>
    </Page>
  );
}
