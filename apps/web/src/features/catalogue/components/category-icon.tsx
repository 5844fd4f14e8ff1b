import {
  BallIcon,
  BallsIcon,
  CardsIcon,
  CrownIcon,
  DiceIcon,
  FishIcon,
  GamepadIcon,
  GiftIcon,
  HomeIcon,
  LiveIcon,
  RoosterIcon,
  SlotIcon,
  TicketIcon,
} from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import type { NavKey } from '../lib/navigation';

const icons: Record<NavKey, (props: { className?: string }) => ReactNode> = {
  HOME: HomeIcon,
  PROMO: GiftIcon,
  INHOUSE: CrownIcon,
  RNG: SlotIcon,
  LIVE: LiveIcon,
  FISH: FishIcon,
  PVP: CardsIcon,
  SPORTS: BallIcon,
  ESPORTS: GamepadIcon,
  COCKFIGHT: RoosterIcon,
  LOTT: BallsIcon,
  ELOTT: TicketIcon,
  BGS: DiceIcon,
};

export function CategoryIcon({ category, className = 'size-5' }: { category: NavKey; className?: string }) {
  const Icon = icons[category];
  return <Icon className={className} />;
}
