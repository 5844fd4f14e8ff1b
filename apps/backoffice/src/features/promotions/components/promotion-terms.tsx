import type {
  PromotionEligibility,
  PromotionReward,
  PromotionTakeLimits,
  PromotionWagering,
} from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/fact-list';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { basisPointsToPercent } from '../lib/promotion-form';

/** The reward rule in one line: "NPR 100.00", "10 % of the deposit, at most NPR 500.00", "Rebate ...". */
export function RewardText({ reward, money }: { reward: PromotionReward; money: MoneyFormat }) {
  const { t } = useTranslation();
  if (reward.type === 'fixed')
    return (
      <>{t('rewards.promotions.rewardText.fixed', { amount: formatMoney(reward.amountMinor, money) })}</>
    );
  if (reward.type === 'deposit_percent')
    return (
      <>
        {t('rewards.promotions.rewardText.deposit_percent', {
          percent: basisPointsToPercent(reward.rateBasisPoints),
          cap: formatMoney(reward.capMinor, money),
        })}
      </>
    );
  const rates = Object.entries(reward.ratesBasisPoints)
    .map(([code, rate]) => `${code} ${basisPointsToPercent(rate)}\u00a0%`)
    .join(', ');
  return (
    <>
      {t('rewards.promotions.rewardText.valid_bet_rebate', {
        rates,
        cap: formatMoney(reward.capMinor, money),
      })}
    </>
  );
}

export function EligibilityText({
  eligibility,
  money,
}: {
  eligibility: PromotionEligibility;
  money: MoneyFormat;
}) {
  const { t } = useTranslation();
  if (eligibility.type === 'none') return <>{t('rewards.promotions.eligibilityText.none')}</>;
  return (
    <>
      {t(`rewards.promotions.eligibilityText.${eligibility.type}`, {
        amount: formatMoney(eligibility.minMinor, money),
      })}
    </>
  );
}

/** The terms a member reads under a promotion: reward, who qualifies, wagering, claim window, limits. */
export function PromotionTerms({
  reward,
  eligibility,
  wagering,
  claimDays,
  limits,
  money,
}: {
  reward: PromotionReward;
  eligibility: PromotionEligibility;
  wagering: PromotionWagering | null;
  claimDays: number;
  limits?: PromotionTakeLimits;
  money: MoneyFormat;
}) {
  const { t } = useTranslation();
  const weights = wagering
    ? Object.entries(wagering.weights)
        .map(([code, weight]) => `${code} ${weight}\u00a0%`)
        .join(', ')
    : '';
  return (
    <FactList>
      <Fact label={t('rewards.promotions.fields.reward')}>
        <RewardText reward={reward} money={money} />
      </Fact>
      <Fact label={t('rewards.promotions.fields.eligibility')}>
        <EligibilityText eligibility={eligibility} money={money} />
      </Fact>
      <Fact label={t('rewards.promotions.fields.wagering')}>
        {wagering
          ? t(`rewards.promotions.wageringText.${wagering.base}`, {
              multiple: wagering.multiple,
              count: wagering.wageringDays,
            })
          : t('rewards.promotions.wageringText.none')}
      </Fact>
      {wagering ? (
        <>
          <Fact label={t('rewards.promotions.fields.weights')}>
            {weights
              ? t('rewards.promotions.weightsText', { weights, other: wagering.defaultWeightPercent })
              : t('rewards.promotions.weightsAll', { other: wagering.defaultWeightPercent })}
          </Fact>
          <Fact label={t('rewards.promotions.fields.maxStake')}>
            {wagering.maxStakeMinor ? formatMoney(wagering.maxStakeMinor, money) : t('rewards.forms.noLimit')}
          </Fact>
          <Fact label={t('rewards.promotions.fields.maxCashout')}>
            {wagering.maxCashoutMinor
              ? formatMoney(wagering.maxCashoutMinor, money)
              : t('rewards.forms.noLimit')}
          </Fact>
        </>
      ) : null}
      <Fact label={t('rewards.promotions.fields.claimDays')}>
        {`${claimDays} ${t('rewards.forms.days')}`}
      </Fact>
      {limits ? (
        <Fact label={t('rewards.promotions.fields.limits')}>
          {[
            t('rewards.promotions.limitText.once'),
            limits.perDevice ? t('rewards.promotions.limitText.perDevice') : null,
            limits.perIp ? t('rewards.promotions.limitText.perIp') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Fact>
      ) : null}
    </FactList>
  );
}
