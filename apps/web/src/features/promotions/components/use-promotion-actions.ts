import type { PromotionAction, PromotionActionResponse } from '@gaming/contracts/promotions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRealAccountGate } from '../../auth/hooks/use-real-account-gate';
import { useAuthModalStore } from '../../auth/stores/auth-modal-store';
import { useMemberCentreStore } from '../../member/stores/member-centre-store';
import { useClaimPromotion } from '../api/claim-promotion';
import { useJoinPromotion } from '../api/join-promotion';

export type PromotionOutcome =
  | { kind: 'joined'; promotionId: string }
  | { kind: 'claimed'; promotionId: string; result: PromotionActionResponse }
  | { kind: 'applied'; promotionId: string }
  | { kind: 'failed'; promotionId: string; error: unknown };

/**
 * What the promotion buttons do: a visitor gets the login popup and a trial account the real-account
 * notice (spec §4); a member joins or claims at once, or opens the application dialog.
 */
export function usePromotionActions() {
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const gate = useRealAccountGate();
  const openModal = useAuthModalStore((state) => state.openModal);
  const setPage = useMemberCentreStore((state) => state.setPage);
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PromotionOutcome | null>(null);
  const [applying, setApplying] = useState<{ id: string; title: string } | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const act = (promotionId: string, action: PromotionAction, title = '') => {
    if (action === 'login') {
      openModal('login');
      return;
    }
    gate(() => {
      if (action === 'apply') {
        setOutcome(null);
        setApplying({ id: promotionId, title });
        return;
      }
      setOutcome(null);
      setPendingId(promotionId);
      const run = action === 'join' ? join.mutateAsync(promotionId) : claim.mutateAsync(promotionId);
      run
        .then(
          (result) =>
            setOutcome(
              action === 'join' ? { kind: 'joined', promotionId } : { kind: 'claimed', promotionId, result },
            ),
          (error: unknown) => setOutcome({ kind: 'failed', promotionId, error }),
        )
        .finally(() => setPendingId(null));
    });
  };

  const openRewardCentre = () =>
    gate(() => {
      setPage('rewardCenter');
      void navigate('/member');
    });

  return {
    act,
    pendingId,
    outcome,
    clearOutcome: () => setOutcome(null),
    applying,
    closeApply: (applied: boolean) => {
      if (applied && applying) setOutcome({ kind: 'applied', promotionId: applying.id });
      setApplying(null);
    },
    openRewardCentre,
  };
}
