import type { DepositChannel } from '@gaming/contracts/deposits';
import { CoinIcon, WalletIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../i18n/i18n';
import { channelName, formatAmount, percentText } from '../lib/deposit-amount';

function feeText(
  t: (key: string, values?: Record<string, string>) => string,
  channel: DepositChannel,
  decimals: number,
): string {
  const percent = channel.feeBasisPoints > 0;
  const fixed = BigInt(channel.feeFixedMinor) > 0n;
  if (percent && fixed)
    return t('channels.feePercentFixed', {
      percent: percentText(channel.feeBasisPoints),
      fixed: formatAmount(channel.feeFixedMinor, decimals),
    });
  if (percent) return t('channels.feePercent', { percent: percentText(channel.feeBasisPoints) });
  if (fixed) return t('channels.feeFixed', { fixed: formatAmount(channel.feeFixedMinor, decimals) });
  return t('channels.noFee');
}

/** The channels in the operator's order, as radio cards with their limits and fee. */
export function ChannelPicker({
  channels,
  decimals,
  symbol,
  value,
  onChange,
}: {
  channels: DepositChannel[];
  decimals: number;
  symbol: string;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  const language = useLanguageStore((state) => state.code);
  return (
    <fieldset data-testid="deposit-channels">
      <legend className="mb-2 text-sm font-semibold">{t('channels.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {channels.map((channel) => {
          const selected = channel.id === value;
          return (
            <label
              key={channel.id}
              data-testid={`deposit-channel-${channel.id}`}
              data-channel-type={channel.type}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-focus ${
                selected ? 'border-accent bg-surface-2' : 'border-border bg-surface hover:bg-surface-2'
              }`}
            >
              <input
                type="radio"
                name="deposit-channel"
                value={channel.id}
                checked={selected}
                onChange={() => onChange(channel.id)}
                className="sr-only"
              />
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-full ${selected ? 'bg-accent text-accent-contrast' : 'bg-surface-3 text-muted'}`}
              >
                {channel.type === 'manual_bank' ? (
                  <WalletIcon className="size-5" />
                ) : (
                  <CoinIcon className="size-5" />
                )}
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold">{channelName(channel, language)}</span>
                <span className="text-xs text-muted">
                  {channel.type === 'manual_bank' ? t('channels.typeManual') : t('channels.typeGateway')}
                </span>
                <span className="text-xs tabular-nums">
                  {t('channels.limits', {
                    min: `${symbol} ${formatAmount(channel.minAmountMinor, decimals)}`,
                    max: `${symbol} ${formatAmount(channel.maxAmountMinor, decimals)}`,
                  })}
                </span>
                <span className="text-xs text-muted">{feeText(t, channel, decimals)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
