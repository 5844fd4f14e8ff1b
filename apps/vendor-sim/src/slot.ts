import { randomInt } from 'node:crypto';

/** A tiny 3-reel slot: three of a kind pays its multiplier, two cherries pay 2×, one cherry pays back the stake. */
export const symbols = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof symbols)[number];

const weights: Record<SlotSymbol, number> = { cherry: 6, lemon: 5, bell: 4, star: 3, seven: 2 };
const threeOfAKind: Record<SlotSymbol, bigint> = { cherry: 5n, lemon: 8n, bell: 12n, star: 20n, seven: 50n };
const totalWeight = Object.values(weights).reduce((sum, weight) => sum + weight, 0);

function spinReel(): SlotSymbol {
  let roll = randomInt(totalWeight);
  for (const symbol of symbols) {
    roll -= weights[symbol];
    if (roll < 0) return symbol;
  }
  return 'cherry';
}

export function spin(stakeMinor: bigint): { reels: SlotSymbol[]; winMinor: bigint } {
  const reels = [spinReel(), spinReel(), spinReel()];
  const [first, second, third] = reels as [SlotSymbol, SlotSymbol, SlotSymbol];
  if (first === second && second === third) return { reels, winMinor: stakeMinor * threeOfAKind[first] };
  const cherries = reels.filter((symbol) => symbol === 'cherry').length;
  if (cherries === 2) return { reels, winMinor: stakeMinor * 2n };
  if (cherries === 1) return { reels, winMinor: stakeMinor };
  return { reels, winMinor: 0n };
}
