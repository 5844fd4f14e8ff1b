import type { MallItem } from '@gaming/contracts/points-mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs';
import { usePointsBalance } from '../api/get-points-balance';
import { usePointsConfig } from '../api/get-points-config';
import { conversionRules } from '../lib/conversion';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { toWhole } from '../lib/whole-numbers';
import { ConvertDialog } from './convert-dialog';
import { MallItems } from './mall-items';
import { PointsOverview } from './points-overview';
import { PointsTransactions } from './points-transactions';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';

type MallTab = 'items' | 'history' | 'details';

/** Who is looking: a member (with or without a payment password) or a guest, who may browse only. */
export type MallViewer = { kind: 'member'; hasPaymentPassword: boolean } | { kind: 'guest' };

/**
 * The points mall (spec §2 /pointMall): the member's points, the items to redeem (9 a page), the
 * conversion to money, the redeem history with its states and the points details. A guest sees the
 * items and is asked to log in to redeem.
 */
export function PointsMall({
  viewer,
  format,
  currencyDecimals,
  onLogin,
  onSetPaymentPassword,
}: {
  viewer: MallViewer;
  format: LoyaltyFormat;
  currencyDecimals: number;
  onLogin: () => void;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const member = viewer.kind === 'member';
  const [tab, setTab] = useState<MallTab>('items');
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  const [converting, setConverting] = useState(false);
  const balance = usePointsBalance({ enabled: member });
  const config = usePointsConfig();
  const spendablePoints = balance.data ? (toWhole(balance.data.spendablePoints) ?? null) : null;
  const terms = config.data?.conversion;
  const rules = terms?.enabled ? conversionRules(terms, currencyDecimals) : null;
  const hasPaymentPassword = viewer.kind === 'member' && viewer.hasPaymentPassword;
  const items = (
    <MallItems
      format={format}
      spendablePoints={spendablePoints}
      onRedeem={(item) => (member ? setRedeeming(item) : onLogin())}
    />
  );
  return (
    <div className="flex flex-col gap-4" data-testid="points-mall">
      <PointsOverview
        balance={member ? balance : null}
        config={config.data}
        format={format}
        canConvert={member && rules !== null}
        onConvert={() => setConverting(true)}
        onLogin={onLogin}
      />
      {member ? (
        <Tabs
          label={t('mall.tabsLabel')}
          value={tab}
          onChange={setTab}
          items={[
            { id: 'items', label: t('mall.tabs.items'), testId: 'mall-tab-items' },
            { id: 'history', label: t('mall.tabs.history'), testId: 'mall-tab-history' },
            { id: 'details', label: t('mall.tabs.details'), testId: 'mall-tab-details' },
          ]}
        >
          {tab === 'items' ? (
            items
          ) : tab === 'history' ? (
            <RedeemHistory format={format} />
          ) : (
            <PointsTransactions format={format} />
          )}
        </Tabs>
      ) : (
        items
      )}
      {redeeming ? (
        <RedeemDialog
          item={redeeming}
          spendablePoints={spendablePoints}
          hasPaymentPassword={hasPaymentPassword}
          format={format}
          onSetPaymentPassword={onSetPaymentPassword}
          onHistory={() => {
            setRedeeming(null);
            setTab('history');
          }}
          onClose={() => setRedeeming(null)}
        />
      ) : null}
      {converting && rules && spendablePoints !== null ? (
        <ConvertDialog
          rules={rules}
          spendablePoints={spendablePoints}
          hasPaymentPassword={hasPaymentPassword}
          format={format}
          onSetPaymentPassword={onSetPaymentPassword}
          onClose={() => setConverting(false)}
        />
      ) : null}
    </div>
  );
}
