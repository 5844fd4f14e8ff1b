import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/api-client';
import { useRgProfile } from '../api/get-rg-profile';
import { rgStatusQueryRoot, useRgStatus } from '../api/get-rg-status';
import { useOpenMemberPage } from '../hooks/use-open-responsible-gaming';
import { useRgBrand } from '../hooks/use-rg-brand';
import { requestLimitPrompt } from '../lib/limit-prompt-store';

const limitCodes = new Set(['deposit_limit_reached', 'deposit_limit_required']);

/** The error code of the latest call this tab made, if it was refused for a deposit limit. */
function useLatestLimitRefusal(): { code: string | null; submittedAt: number } {
  const states = useMutationState({
    select: (mutation) => ({
      submittedAt: mutation.state.submittedAt,
      code: mutation.state.status === 'error' ? errorCodeOf(mutation.state.error) : null,
    }),
  });
  const latest = states.reduce<{ code: string | null; submittedAt: number }>(
    (best, entry) => (entry.submittedAt >= best.submittedAt ? entry : best),
    { code: null, submittedAt: 0 },
  );
  return {
    code: latest.code && limitCodes.has(latest.code) ? latest.code : null,
    submittedAt: latest.submittedAt,
  };
}

/**
 * Beside the deposit form (issue 20): what is left of the deposit limit, a link to set or change it, a
 * notice when one is required and not set, the link again when a deposit was refused for the limit, and
 * the first-deposit prompt where the brand's profile asks for it.
 */
export function DepositLimitNotice() {
  const { t } = useTranslation('responsible');
  const queryClient = useQueryClient();
  const profile = useRgProfile();
  const status = useRgStatus();
  const brand = useRgBrand();
  const openPage = useOpenMemberPage();
  const refusal = useLatestLimitRefusal();
  // A deposit (or any call) was made: what is left of the limit is read again.
  useEffect(() => {
    if (refusal.submittedAt > 0) void queryClient.invalidateQueries({ queryKey: rgStatusQueryRoot });
  }, [refusal.submittedAt, queryClient]);
  const tool = profile.data?.limits.deposit;
  const limits = status.data?.limits;
  const hasLimit = limits?.limits.some((limit) => limit.kind === 'deposit' && limit.activeValue !== null);
  useEffect(() => {
    if (profile.data?.limits.promptAt === 'firstDeposit' && tool?.offered && limits && !hasLimit)
      requestLimitPrompt('firstDeposit');
  }, [profile.data, tool, limits, hasLimit]);
  if (!tool?.offered || !limits) return null;
  const remaining = limits.effectiveRemaining.deposit;
  const link = (
    <button
      type="button"
      data-testid="deposit-limit-link"
      onClick={() => openPage('responsibleGaming')}
      className="font-semibold text-accent-text underline underline-offset-4"
    >
      {t(hasLimit ? 'deposit.changeLimit' : 'deposit.setLimit')}
    </button>
  );
  return (
    <div data-testid="deposit-limit-notice" className="flex flex-col gap-2 text-sm">
      {refusal.code ? (
        <p
          role="alert"
          data-testid="deposit-limit-refused"
          data-error-code={refusal.code}
          className="rounded-md border border-border bg-danger-surface p-3"
        >
          {refusal.code === 'deposit_limit_required'
            ? t('deposit.refusedRequired')
            : remaining !== null
              ? t('deposit.refusedReachedLeft', { amount: brand.money(remaining) })
              : t('deposit.refusedReached')}{' '}
          {link}
        </p>
      ) : tool.mandatory && !hasLimit ? (
        <p data-testid="deposit-limit-required" className="rounded-md border border-border bg-surface-2 p-3">
          {t('deposit.required')} {link}
        </p>
      ) : (
        <p className="text-muted">
          {remaining !== null ? (
            <>
              {t('deposit.remaining')}:{' '}
              <strong data-testid="deposit-limit-remaining" className="text-text">
                {brand.money(remaining)}
              </strong>{' '}
            </>
          ) : null}
          {link}
        </p>
      )}
    </div>
  );
}
