import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { DateTime } from '../../../components/date-time';
import { useAuditChain } from '../api/get-audit-chain';

/** One line above the audit list: how far the tamper-evident chain reaches, and what still waits. */
export function AuditChainStatus() {
  const { t } = useTranslation('compliance');
  const chain = useAuditChain();
  if (!chain.data) return null;
  const { headSeq, sealedAt, unsealedCount, headHash } = chain.data;
  return (
    <p
      data-testid="audit-chain-status"
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface p-3 text-sm"
    >
      <Badge
        tone={unsealedCount === 0 ? 'success' : 'info'}
        value={unsealedCount === 0 ? 'sealed' : 'waiting'}
      >
        {t('compliance.auditChain.title')}
      </Badge>
      <span>{t('compliance.auditChain.sealed', { count: Number(headSeq) })}</span>
      <span>
        {t('compliance.auditChain.lastSeal')} <DateTime value={sealedAt} />
      </span>
      <span>{t('compliance.auditChain.waiting', { count: unsealedCount })}</span>
      <code className="text-xs text-muted" title={headHash}>
        {headHash.slice(0, 12)}
      </code>
    </p>
  );
}
