import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { SecretValue } from '../../../components/secret-value';
import { groupSecret, isTotpUri } from '../lib/totp-secret';

/** The QR code of the otpauth URI for the authenticator app, and the secret for typing it in. */
export function TotpEnrolment({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-start">
      {isTotpUri(uri) ? (
        <figure className="flex flex-col items-center gap-1">
          <div className="rounded-md bg-[var(--ui-qr-background)] p-2">
            <QRCodeSVG
              value={uri}
              size={176}
              level="M"
              className="qr-code"
              data-testid="totp-qr"
              role="img"
              aria-label={t('staff.totp.qrLabel')}
            />
          </div>
          <figcaption className="text-xs text-muted">{t('staff.totp.scan')}</figcaption>
        </figure>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <SecretValue
          label={t('staff.totp.secret')}
          value={secret}
          display={groupSecret(secret)}
          testId="totp-secret"
        />
        <p className="text-xs text-muted">{t('staff.totp.manual')}</p>
      </div>
    </div>
  );
}
