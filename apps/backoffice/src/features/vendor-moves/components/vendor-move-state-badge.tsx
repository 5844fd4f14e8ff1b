import type { VendorMoveState } from '@gaming/contracts/vendor-wallet-moves';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<VendorMoveState, BadgeTone> = {
  started: 'info',
  sent: 'warning',
  completed: 'success',
  failed: 'neutral',
};

export function VendorMoveStateBadge({ state }: { state: VendorMoveState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[state]} value={state} testId="vendor-move-state">
      {t(`vendorMoves.states.${state}`)}
    </Badge>
  );
}
