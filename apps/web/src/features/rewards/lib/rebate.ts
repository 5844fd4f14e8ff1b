import { rateToPercent } from '../../../lib/rates';

/** A wire rate ("0.008") as people read it ("0.8%"). */
export function rateText(rate: string): string {
  return `${rateToPercent(rate)}%`;
}
