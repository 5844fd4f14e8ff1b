/** Shared with every member report that takes a custom range (lib/brand-time). */
export { rangeDays } from '../../../lib/brand-time';
