import type { InhouseGameCode } from '@gaming/contracts/inhouse-games';
import { ChartIcon, DiceIcon, SlotIcon, TargetIcon } from '@gaming/ui/icons';

export const gameIcons: Record<InhouseGameCode, typeof SlotIcon> = {
  slot: SlotIcon,
  dice: DiceIcon,
  crash: ChartIcon,
  mines: TargetIcon,
};

/** Where each in-house game is played. */
export const gamePath = (game: InhouseGameCode) => `/inhouse/${game}`;
export const fairnessPath = (roundId?: string) => (roundId ? `/fairness?round=${roundId}` : '/fairness');
