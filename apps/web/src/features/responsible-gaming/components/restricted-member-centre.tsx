import type { RgRestriction } from '@gaming/contracts/rg-exclusions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { useRequestReturn } from '../api/request-return';
import { useRgBrand } from '../hooks/use-rg-brand';
import { RestrictionText } from './restriction-text';

function ReturnRequest({ restriction }: { restriction: RgRestriction }) {
  const { t } = useTranslation('responsible');
  const brand = useRgBrand();
  const request = useRequestReturn();
  const effectiveAt = request.data?.returnEffectiveAt ?? restriction.returnEffectiveAt;
  if (effectiveAt) {
    return (
      <p data-testid="restricted-return-pending" className="text-sm">
        {t('restricted.returnPending', { at: brand.time(effectiveAt) })}
      </p>
    );
  }
  if (!restriction.canRequestReturn) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('restricted.returnBody')}</p>
      <button
        type="button"
        data-testid="restricted-return-request"
        disabled={request.isPending}
        onClick={() => request.mutate()}
        className={`${buttonStyles.secondary} self-start`}
      >
        {t('restricted.returnRequest')}
      </button>
      <FormAlert error={request.error} testId="restricted-return-error" />
    </div>
  );
}

/**
 * The member centre of a restricted session (self-excluded, on a break or closed, with money left): the
 * restriction and its end, the balance, withdrawal, identity verification and, once it has ended, the
 * return request. Nothing else: every other page of the site leads back here.
 */
export function RestrictedMemberCentre({
  restriction,
  balance,
  withdraw,
  verification,
}: {
  restriction: RgRestriction | null;
  balance: ReactNode;
  withdraw: ReactNode;
  verification: ReactNode;
}) {
  const { t } = useTranslation('responsible');
  return (
    <div data-testid="restricted-member-centre" className="flex flex-col gap-6">
      <section
        aria-labelledby="restricted-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-bg-elevated p-4"
      >
        <h2 id="restricted-title" className="text-lg font-bold">
          {t('restricted.title')}
        </h2>
        {restriction ? <RestrictionText restriction={restriction} testId="restricted-text" /> : null}
        <p className="text-sm text-muted">{t('restricted.body')}</p>
        {restriction ? <ReturnRequest restriction={restriction} /> : null}
      </section>
      <section aria-labelledby="restricted-balance-title" className="flex flex-col gap-2">
        <h2 id="restricted-balance-title" className="text-base font-bold">
          {t('restricted.balance')}
        </h2>
        {balance}
      </section>
      <section aria-labelledby="restricted-withdraw-title" className="flex flex-col gap-2">
        <h2 id="restricted-withdraw-title" className="text-base font-bold">
          {t('restricted.withdraw')}
        </h2>
        {withdraw}
      </section>
      <section aria-labelledby="restricted-verification-title" className="flex flex-col gap-2">
        <h2 id="restricted-verification-title" className="text-base font-bold">
          {t('restricted.verification')}
        </h2>
        {verification}
      </section>
    </div>
  );
}
