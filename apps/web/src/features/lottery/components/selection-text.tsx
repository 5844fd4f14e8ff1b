import type { LotterySelection } from '@gaming/contracts/lottery/lottery-bets';
import { useTranslation } from 'react-i18next';
import { selectionNumbers } from '../lib/format';

/** A bet's selection in words: "Ball 3: Big", "07 · 42". */
export function SelectionText({ selection }: { selection: LotterySelection }) {
  const { t } = useTranslation('lottery');
  const chosen = [
    selection.pick ? t(`picks.${selection.pick}`) : null,
    selection.numbers?.length ? selectionNumbers(selection) : null,
  ].filter((part): part is string => part !== null);
  const position =
    selection.position !== undefined ? t('slip.positionN', { position: selection.position }) : null;
  return (
    <span className="tabular-nums">
      {position ? <span className="text-muted">{position}: </span> : null}
      <span className="font-mono">{chosen.join(' · ')}</span>
    </span>
  );
}
