import { CoinIcon } from '@gaming/ui/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { DepositLimitNotice } from '../../responsible-gaming/components/deposit-limit-notice';
import { useDepositChannels } from '../api/get-deposit-channels';
import { ChannelPicker } from './channel-picker';
import { DepositForm } from './deposit-form';
import { DepositList } from './deposit-list';

/**
 * The member centre's deposit page (depositv2): pick a channel, enter the amount, then either send the
 * bank transfer's proofs for staff to check or go to the gateway's page; below, the member's deposits.
 */
export function DepositPage({ gmtOffsetMinutes }: { gmtOffsetMinutes: number }) {
  const { t } = useTranslation(['deposit', 'common']);
  const channels = useDepositChannels();
  const [selected, setSelected] = useState<string | null>(null);
  if (channels.isError && !channels.data) {
    return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  }
  if (!channels.data) return <Skeleton className="h-96" />;
  const context = channels.data;
  const channel = context.channels.find((entry) => entry.id === selected) ?? context.channels[0];
  return (
    <div data-testid="deposit-page" className="flex flex-col gap-6">
      {channel ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
          <ChannelPicker
            channels={context.channels}
            decimals={context.decimals}
            symbol={context.currencySymbol}
            value={channel.id}
            onChange={setSelected}
          />
          <div className="flex flex-col gap-3">
            <DepositForm key={channel.id} channel={channel} context={context} />
            {/* Issue 20: the deposit limit left, a link to set it, and the link again in a limit refusal. */}
            <Suspense fallback={null}>
              <DepositLimitNotice />
            </Suspense>
          </div>
        </div>
      ) : (
        <div data-testid="deposit-no-channels">
          <EmptyState
            icon={<CoinIcon className="size-6" />}
            title={t('channels.noneTitle')}
            body={t('channels.noneBody')}
          />
        </div>
      )}
      <DepositList
        decimals={context.decimals}
        symbol={context.currencySymbol}
        gmtOffsetMinutes={gmtOffsetMinutes}
      />
    </div>
  );
}
