import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { safeExternalUrl } from '../../../lib/urls';
import { qrInlineSize } from '../lib/qr-defaults';
import { BrandQrCode } from './brand-qr-code';

export const appDownloadPath = '/appDownload';

/**
 * App-download QR codes (iOS, Android) with the spec §9 defaults (200, margin 20, logo 0.2); a platform
 * without a URL is not shown. The installation guide (/appDownload) is linked below them.
 */
export default function AppDownloadQr({
  ios,
  android,
  onNavigate,
}: {
  ios: string | null;
  android: string | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const entries = [
    { key: 'ios', url: safeExternalUrl(ios), label: t('appDownload.ios') },
    { key: 'android', url: safeExternalUrl(android), label: t('appDownload.android') },
  ].filter((entry): entry is { key: string; url: string; label: string } => entry.url !== null);
  return (
    <div data-testid="app-download" className="flex flex-col gap-2">
      {entries.length > 0 ? (
        <div className="grid grid-cols-2 gap-2">
          {entries.map((entry) => (
            <a
              key={entry.key}
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`app-download-${entry.key}`}
              className="flex flex-col items-center gap-1 rounded-md border border-border bg-surface-2 p-2 text-xs hover:bg-surface-3"
            >
              <BrandQrCode
                value={entry.url}
                size={qrInlineSize}
                title={entry.label}
                className="w-full max-w-24 rounded-sm"
              />
              <span className="font-medium">{entry.label}</span>
            </a>
          ))}
        </div>
      ) : null}
      <Link
        to={appDownloadPath}
        onClick={onNavigate}
        data-testid="app-download-guide-link"
        className="rounded-md px-2 py-1.5 text-center text-xs font-semibold text-accent-text hover:bg-surface-2"
      >
        {t('appDownload.guideLink')}
      </Link>
    </div>
  );
}
