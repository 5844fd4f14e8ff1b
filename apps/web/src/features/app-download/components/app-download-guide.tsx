import { MonitorIcon, SmartphoneIcon } from '@gaming/ui/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { promptInstall, useLiteAppStore } from '../../../lib/pwa';
import { safeExternalUrl } from '../../../lib/urls';
import { qrInlineSize, qrLargeSize } from '../lib/qr-defaults';
import { BrandQrCode, QrDownloadButton } from './brand-qr-code';

type Platform = 'ios' | 'android';
const guideSteps = ['step1', 'step2', 'step3'] as const;
const liteSteps = ['iosSafari', 'androidChrome', 'desktop'] as const;

function Steps({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <ol className="flex list-decimal flex-col gap-1.5 ps-5 text-sm text-muted">
      {guideSteps.map((step) => (
        <li key={step}>{t(`${prefix}.${step}`)}</li>
      ))}
    </ol>
  );
}

function Card({
  testId,
  title,
  icon,
  children,
}: {
  testId: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      aria-label={title}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <span className="grid size-9 place-items-center rounded-lg bg-surface-2 text-accent-text">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One store app: its QR code (200, enlarge to 800, download at 800) and its installation steps. */
function PlatformCard({ platform, url, brand }: { platform: Platform; url: string | null; brand: string }) {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState(false);
  const label = t(`appDownload.${platform}`);
  return (
    <Card
      testId={`app-guide-${platform}`}
      title={t(`appDownload.guide.${platform}.title`)}
      icon={<SmartphoneIcon />}
    >
      {url ? (
        <div className="flex flex-col items-center gap-3">
          <button
            type="button"
            onClick={() => setEnlarged(true)}
            aria-label={t('appDownload.enlarge', { platform: label })}
            className="shrink-0 rounded-lg border border-border p-1 hover:border-accent"
            data-testid={`app-guide-${platform}-qr`}
          >
            <BrandQrCode value={url} size={qrInlineSize} title={label} className="w-40 rounded-md" />
          </button>
          <p className="text-center text-sm text-muted">{t('appDownload.scan')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonStyles.primary} ${buttonStyles.small}`}
            >
              {t('appDownload.openLink', { platform: label })}
            </a>
            <QrDownloadButton
              value={url}
              size={qrLargeSize}
              fileName={`${brand}-${platform}-qr.png`.replace(/[^\w.-]+/g, '-')}
              label={t('appDownload.downloadQr')}
              className={`${buttonStyles.secondary} ${buttonStyles.small}`}
              testId={`app-guide-${platform}-download`}
            />
          </div>
        </div>
      ) : (
        <p
          className="rounded-md bg-surface-2 p-3 text-sm text-muted"
          data-testid={`app-guide-${platform}-missing`}
        >
          {t('appDownload.notAvailable', { platform: label })}
        </p>
      )}
      <Steps prefix={`appDownload.guide.${platform}`} />
      {url ? (
        <Modal
          open={enlarged}
          onOpenChange={setEnlarged}
          title={label}
          testId={`app-guide-${platform}-enlarged`}
        >
          <div className="mt-4 flex justify-center">
            <BrandQrCode
              value={url}
              size={qrLargeSize}
              title={label}
              className="w-full max-w-[min(800px,80vw)]"
            />
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}

/** The lite app: this site installed from the browser (PWA), with the browser's own install offer. */
function LiteAppCard() {
  const { t } = useTranslation();
  const installPrompt = useLiteAppStore((state) => state.installPrompt);
  const installed = useLiteAppStore((state) => state.installed);
  return (
    <Card testId="app-guide-lite" title={t('appDownload.lite.title')} icon={<MonitorIcon />}>
      <p className="text-sm text-muted">{t('appDownload.lite.body')}</p>
      {installed ? (
        <p className="rounded-md bg-surface-2 p-3 text-sm" data-testid="lite-app-installed">
          {t('appDownload.lite.installed')}
        </p>
      ) : installPrompt ? (
        <div>
          <button
            type="button"
            onClick={() => void promptInstall()}
            className={buttonStyles.primary}
            data-testid="lite-app-install"
          >
            {t('appDownload.lite.install')}
          </button>
        </div>
      ) : null}
      <ul className="flex flex-col gap-2 text-sm">
        {liteSteps.map((step) => (
          <li key={step} className="rounded-md border border-border bg-bg-elevated p-3">
            <p className="font-semibold">{t(`appDownload.lite.${step}.title`)}</p>
            <p className="text-muted">{t(`appDownload.lite.${step}.body`)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Spec §2 app download with installation guide: iOS, Android and the lite app. */
export function AppDownloadGuide({
  ios,
  android,
  brand,
}: {
  ios: string | null;
  android: string | null;
  brand: string;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
      <PlatformCard platform="ios" url={safeExternalUrl(ios)} brand={brand} />
      <PlatformCard platform="android" url={safeExternalUrl(android)} brand={brand} />
      <LiteAppCard />
    </div>
  );
}
