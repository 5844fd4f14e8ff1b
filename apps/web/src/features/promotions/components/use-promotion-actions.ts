import type { PromotionAction, PromotionActionResponse } from '@gaming/contracts/promotions';
import { useState } from 'react';
import { useClaimPromotion } from '../api/claim-promotion';
import { useJoinPromotion } from '../api/join-promotion';

export type PromotionOutcome =
  | { kind: 'joined'; promotionId: string }
  | { kind: 'claimed'; promotionId: string; result: PromotionActionResponse }
  | { kind: 'applied'; promotionId: string }
  | { kind: 'failed'; promotionId: string; error: unknown };

/**
 * Where the promotion buttons lead outside the feature, given by the page that composes it: `gate` runs
 * the action for a real member (a trial account gets the real-account notice), `openLogin` shows the login
 * popup, `openMemberPage` opens the member centre on its reward centre or its deposit page.
 */
export interface PromotionNavigation {
  gate: (action: () => void) => void;
  openLogin: () => void;
  openMemberPage: (page: 'rewardCenter' | 'depositv2') => void;
}

/**
 * What the promotion buttons do: a visitor gets the login popup and a trial account the real-account
 * notice (spec §4); a member joins or claims at once, or opens the application dialog.
 */
export function usePromotionActions({ gate, openLogin, openMemberPage }: PromotionNavigation) {
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const [outcome, setOutcome] = useState<PromotionOutcome | null>(null);
  const [applying, setApplying] = useState<{ id: string; title: string } | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const act = (promotionId: string, action: PromotionAction, title = '') => {
    if (action === 'login') {
      openLogin();
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

  const openRewardCentre = () => gate(() => openMemberPage('rewardCenter'));

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
