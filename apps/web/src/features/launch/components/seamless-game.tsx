import type { Game } from '@gaming/contracts/catalogue';
import { GamepadIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Spinner } from '../../../components/spinner';
import { errorCodeOf } from '../../../lib/api-client';
import { useGameLaunch } from '../api/launch-game';

/**
 * The /seamless page's body (spec §2): launches the game and frames the vendor's page, full width under
 * the header. A game under maintenance shows other games instead (spec §8; the page renders them with
 * the catalogue's tiles through `renderSuggestions`), a guest is asked to log in.
 */
export function SeamlessGame({
  nodeId,
  language,
  sessionKey,
  onLogin,
  renderSuggestions,
}: {
  nodeId: string | null;
  language: string;
  /** Changes when the visitor logs in or out, so the game relaunches with the new session. */
  sessionKey: string;
  onLogin: () => void;
  renderSuggestions: (games: Game[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const launch = useGameLaunch(nodeId, language, sessionKey);
  const lobby = (
    <Link to="/" className={buttonStyles.secondary}>
      {t('pages.seamless.backToLobby')}
    </Link>
  );
  if (!nodeId)
    return (
      <EmptyState
        icon={<GamepadIcon className="size-6" />}
        title={t('pages.seamless.emptyTitle')}
        body={t('pages.seamless.emptyBody')}
      />
    );
  if (launch.isPending)
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-3 text-text-muted">
        <Spinner />
        {t('pages.seamless.loading')}
      </div>
    );
  if (launch.isError) {
    if (errorCodeOf(launch.error) === 'unauthorized')
      return (
        <div className="flex flex-col items-center gap-4 py-10 text-center" data-testid="seamless-login">
          <p>{t('pages.seamless.loginToPlay')}</p>
          <button type="button" className={buttonStyles.primary} onClick={onLogin}>
            {t('pages.seamless.login')}
          </button>
        </div>
      );
    return (
      <div className="flex flex-col gap-4">
        <ErrorState error={launch.error} onRetry={() => launch.refetch()} />
        <div>{lobby}</div>
      </div>
    );
  }
  const result = launch.data;
  if (result.status === 'maintenance')
    return (
      <section
        className="flex flex-col gap-4"
        data-testid="seamless-maintenance"
        aria-labelledby="maintenance-title"
      >
        <div className="rounded-xl border border-border bg-surface p-4">
          <h2 id="maintenance-title" className="text-lg font-bold">
            {t('pages.seamless.maintenanceTitle')}
          </h2>
          <p className="text-sm text-text-muted">
            {result.suggestions.length > 0
              ? t('pages.seamless.maintenanceBody')
              : t('pages.seamless.noSuggestions')}
          </p>
        </div>
        {result.suggestions.length > 0 ? renderSuggestions(result.suggestions) : null}
        <div>{lobby}</div>
      </section>
    );
  // Our own games are pages of this site; the tile goes there directly, a stale link lands here.
  if (result.url.startsWith('/'))
    return (
      <div className="py-10 text-center">
        <Link to={result.url} className={buttonStyles.primary}>
          {result.gameName}
        </Link>
      </div>
    );
  // Spec §8 invalid URL or domain: a launch address the frame cannot open safely (not http or https).
  if (!/^https?:\/\//i.test(result.url))
    return (
      <div className="flex flex-col gap-4">
        <p
          role="alert"
          data-testid="seamless-invalid-url"
          className="rounded-lg bg-danger-surface p-4 text-sm"
        >
          {t('errors.invalid_url_or_domain')}
        </p>
        <div>{lobby}</div>
      </div>
    );
  return (
    <div className="flex flex-1 flex-col gap-2">
      {result.demo ? (
        <p className="rounded-md bg-surface-2 px-3 py-2 text-xs" data-testid="seamless-demo">
          {t('pages.seamless.demo')}
        </p>
      ) : null}
      <iframe
        data-testid="seamless-frame"
        src={result.url}
        title={t('pages.seamless.frameTitle', { name: result.gameName, vendor: result.vendorCode })}
        className="min-h-[70dvh] w-full flex-1 rounded-lg border-0 bg-black"
        allow="fullscreen; autoplay"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
