import type { MemberRiskResponse } from '@gaming/contracts/member-risk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { DateTime } from '../../../components/date-time';
import { tableStyles } from '../../../components/table-styles';
import { MemberStatusBadge } from '../../members/components/member-status-badge';
import { RiskSection } from './risk-section';

/** Other accounts seen on the same bank account, device or IP (strongest link first). */
export function RiskLinkedAccounts({ view }: { view: MemberRiskResponse }) {
  const { t } = useTranslation();
  return (
    <RiskSection
      title={t('memberRisk.links.title', { count: view.linkedAccounts.length })}
      testId="risk-links"
    >
      {view.linkedAccounts.length === 0 ? (
        <p className="text-muted">{t('memberRisk.links.none')}</p>
      ) : (
        <table className={tableStyles.table}>
          <thead className={tableStyles.head}>
            <tr>
              <th scope="col" className={tableStyles.headCell}>
                {t('memberRisk.links.account')}
              </th>
              <th scope="col" className={tableStyles.headCell}>
                {t('memberRisk.links.via')}
              </th>
              <th scope="col" className={tableStyles.headCell}>
                {t('memberRisk.links.shared')}
              </th>
              <th scope="col" className={tableStyles.headCell}>
                {t('memberRisk.links.status')}
              </th>
            </tr>
          </thead>
          <tbody className={tableStyles.body}>
            {view.linkedAccounts.map((link) => (
              <tr
                key={`${link.memberId}-${link.via}`}
                data-testid="risk-link"
                data-via={link.via}
                className={tableStyles.row}
              >
                <td className={tableStyles.cell} data-label={t('memberRisk.links.account')}>
                  <Link to={`/members/${link.memberId}`} className="font-semibold text-accent-text underline">
                    {link.account}
                  </Link>
                </td>
                <td className={tableStyles.cell} data-label={t('memberRisk.links.via')}>
                  <Badge tone={link.via === 'ip' ? 'neutral' : 'warning'} value={link.via}>
                    {t(`memberRisk.links.kinds.${link.via}`)}
                  </Badge>
                </td>
                <td
                  className={`${tableStyles.cell} font-mono text-xs`}
                  data-label={t('memberRisk.links.shared')}
                >
                  {link.shared}
                </td>
                <td className={tableStyles.cell} data-label={t('memberRisk.links.status')}>
                  <MemberStatusBadge status={link.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RiskSection>
  );
}

/** A browser's user agent cut to what a person reads: the part before the first bracket, and the platform. */
export function shortUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const platform = /\(([^;)]+)/.exec(userAgent)?.[1]?.trim();
  const browser = /(Edg|OPR|Chrome|CriOS|Firefox|FxiOS|Safari)\/[\d.]+/.exec(userAgent)?.[0];
  const parts = [browser, platform].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}

/** The newest sign-ins with IP and device. */
export function RiskSignIns({ view }: { view: MemberRiskResponse }) {
  const { t } = useTranslation();
  return (
    <RiskSection title={t('memberRisk.signIns.title')} testId="risk-sign-ins">
      {view.logins.length === 0 ? (
        <p className="text-muted">{t('memberRisk.signIns.none')}</p>
      ) : (
        <table className={tableStyles.table}>
          <thead className={tableStyles.head}>
            <tr>
              <th scope="col" className={tableStyles.headCell}>
                {t('memberRisk.signIns.at')}
              </th>
              <th scope="col" className={tableStyles.headCell}>
                {t('memberRisk.signIns.ip')}
              </th>
              <th scope="col" className={tableStyles.headCell}>
                {t('memberRisk.signIns.device')}
              </th>
            </tr>
          </thead>
          <tbody className={tableStyles.body}>
            {view.logins.map((login) => (
              <tr
                key={`${login.at}-${login.ip}-${login.device}`}
                data-testid="risk-sign-in"
                className={tableStyles.row}
              >
                <td className={tableStyles.cell} data-label={t('memberRisk.signIns.at')}>
                  <DateTime value={login.at} utcOffsetMinutes={view.gmtOffsetMinutes} />
                </td>
                <td
                  className={`${tableStyles.cell} font-mono text-xs`}
                  data-label={t('memberRisk.signIns.ip')}
                >
                  {login.ip ?? t('states.none')}
                </td>
                <td className={tableStyles.cell} data-label={t('memberRisk.signIns.device')}>
                  <span className="flex flex-col md:flex-row md:gap-2">
                    {login.device ? <code className="font-mono text-xs">{login.device}</code> : null}
                    <span className="text-muted">{shortUserAgent(login.userAgent) ?? t('states.none')}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.devices.length > 0 ? (
        <p className="text-xs text-muted" data-testid="risk-devices">
          {t('memberRisk.signIns.devices', { count: view.devices.length })}
        </p>
      ) : null}
    </RiskSection>
  );
}
