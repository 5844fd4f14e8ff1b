import { type LotteryGameCode, lotteryGames } from '@gaming/contracts/lottery/lottery-game-data';
import { useTranslation } from 'react-i18next';

/** A draw's numbers split into the game's prize tiers (result order: tier by tier). */
export function numbersByTier(gameCode: LotteryGameCode, numbers: readonly string[]) {
  let offset = 0;
  return lotteryGames[gameCode].tiers.map((tier) => {
    const tierNumbers = numbers.slice(offset, offset + tier.count);
    offset += tier.count;
    return { tier: tier.code, numbers: tierNumbers };
  });
}

function Ball({ value, size = 'md' }: { value: string; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full bg-accent font-bold tabular-nums text-accent-contrast ${
        size === 'sm' ? 'size-7 text-sm' : 'size-10 text-lg'
      }`}
    >
      {value}
    </span>
  );
}

/**
 * The numbers of a drawn draw: the fast game's five balls; the VN and 4D prize table tier by tier (the
 * special or first prize stressed). `compact` keeps only the headline (balls, special prize, top three).
 */
export function DrawNumbers({
  gameCode,
  numbers,
  compact = false,
}: {
  gameCode: LotteryGameCode;
  numbers: readonly string[];
  compact?: boolean;
}) {
  const { t } = useTranslation('lottery');
  const family = lotteryGames[gameCode].family;
  if (family === 'fast')
    return (
      <div className="flex flex-wrap gap-1.5" data-testid="draw-numbers" data-numbers={numbers.join(',')}>
        {numbers.map((value, index) => (
          // Balls repeat (two 7s): the position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a ball's identity is its position
          <Ball key={index} value={value} size={compact ? 'sm' : 'md'} />
        ))}
      </div>
    );
  const tiers = numbersByTier(gameCode, numbers);
  const shown = compact ? tiers.slice(0, family === 'vn' ? 1 : 3) : tiers;
  return (
    <dl
      data-testid="draw-numbers"
      data-numbers={numbers.join(',')}
      className={compact ? 'flex flex-wrap gap-x-3 gap-y-1 text-sm' : 'grid grid-cols-[5.5rem_1fr] text-sm'}
    >
      {shown.map(({ tier, numbers: tierNumbers }, index) =>
        compact ? (
          <div key={tier} className="flex items-baseline gap-1.5">
            <dt className="text-xs text-muted">{t(`tiers.${tier}`)}</dt>
            <dd className="font-bold tabular-nums text-accent-text">{tierNumbers.join(' ')}</dd>
          </div>
        ) : (
          <div key={tier} className={`contents ${index % 2 === 0 ? '[&>*]:bg-surface-2' : ''}`}>
            <dt className="px-2 py-1.5 text-xs font-medium text-muted">{t(`tiers.${tier}`)}</dt>
            <dd
              className={`flex flex-wrap gap-x-3 gap-y-0.5 px-2 py-1.5 font-mono tabular-nums ${
                index === 0 ? 'text-lg font-bold text-danger' : 'font-semibold'
              }`}
            >
              {tierNumbers.map((value, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a prize's identity is its position
                <span key={position}>{value}</span>
              ))}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
