import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../../../lib/urls';

/** App-download QR codes (iOS, Android); a platform without a URL is not shown. */
export default function AppDownloadQr({ ios, android }: { ios: string | null; android: string | null }) {
  const { t } = useTranslation();
  const entries = [
    { key: 'ios', url: safeExternalUrl(ios), label: t('appDownload.ios') },
    { key: 'android', url: safeExternalUrl(android), label: t('appDownload.android') },
  ].filter((entry): entry is { key: string; url: string; label: string } => entry.url !== null);
  if (entries.length === 0) return null;
  return (
    <div data-testid="app-download" className="grid grid-cols-2 gap-2">
      {entries.map((entry) => (
        <a
          key={entry.key}
          href={entry.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`app-download-${entry.key}`}
          className="flex flex-col items-center gap-1 rounded-md border border-border bg-surface-2 p-2 text-xs hover:bg-surface-3"
        >
          <QRCodeSVG
            value={entry.url}
            size={200}
            marginSize={2}
            title={entry.label}
            className="qr-code h-auto w-full max-w-24 rounded-sm"
          />
          <span className="font-medium">{entry.label}</span>
        </a>
      ))}
    </div>
  );
}
