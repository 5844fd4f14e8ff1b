import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import type { MemberStatus } from '../../../lib/admin-types';

const tones: Record<MemberStatus, BadgeTone> = { active: 'success', locked: 'warning', disabled: 'danger' };

export function MemberStatusBadge({ status, testId }: { status: MemberStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} testId={testId} value={status}>
      {t(`memberStatus.${status}`)}
    </Badge>
  );
}
