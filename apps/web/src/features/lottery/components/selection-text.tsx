import type { LotterySelection } from '@gaming/contracts/lottery/lottery-bets';
import { useTranslation } from 'react-i18next';
import { selectionNumbers } from '../lib/format';

/** A bet's selection in words: "Ball 3 · Big", "07 · 42". */
export function SelectionText({ selection }: { selection: LotterySelection }) {
  const { t } = useTranslation('lottery');
  const parts = [
    selection.position !== undefined ? t('slip.positionN', { position: selection.position }) : null,
    selection.pick ? t(`picks.${selection.pick}`) : null,
    selection.numbers?.length ? selectionNumbers(selection) : null,
  ].filter((part): part is string => part !== null);
  return <span className="font-mono tabular-nums">{parts.join(' · ')}</span>;
}
