import type { AdminRaffleCreateBody, RaffleTicketRule } from '@gaming/contracts/reward-campaigns';
import { rewardCampaignLimits } from '@gaming/contracts/reward-campaigns';
import {
  checkAfter,
  noProblems,
  type Problems,
  readAmount,
  readInstant,
  readInteger,
  readText,
} from '../../../lib/form-values';

export type TicketBasis = RaffleTicketRule['basis'];
export const ticketBases: readonly TicketBasis[] = ['deposit', 'validBet'];

/** A raffle as staff type it; prizes in draw order (prize 1 is drawn first). */
export interface RaffleDraft {
  title: string;
  startsAt: string;
  ticketsCloseAt: string;
  claimEndsAt: string;
  basis: TicketBasis;
  perTicket: string;
  maxTickets: string;
  prizes: string[];
}

export const emptyRaffleDraft: RaffleDraft = {
  title: '',
  startsAt: '',
  ticketsCloseAt: '',
  claimEndsAt: '',
  basis: 'deposit',
  perTicket: '',
  maxTickets: '100',
  prizes: [''],
};

/** The create request of a raffle, or the problems by field (`prizes.0` for the first prize). */
export function raffleRequest(
  draft: RaffleDraft,
  decimals: number,
  offsetMinutes: number,
): { body: AdminRaffleCreateBody; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const title = readText(draft.title, rewardCampaignLimits.titleLength, 'title', problems);
  const startsAt = readInstant(draft.startsAt, offsetMinutes, 'startsAt', problems);
  const ticketsCloseAt = readInstant(draft.ticketsCloseAt, offsetMinutes, 'ticketsCloseAt', problems);
  const claimEndsAt = readInstant(draft.claimEndsAt, offsetMinutes, 'claimEndsAt', problems);
  checkAfter(startsAt, ticketsCloseAt, 'ticketsCloseAt', problems);
  checkAfter(ticketsCloseAt, claimEndsAt, 'claimEndsAt', problems);
  const perTicketMinor = readAmount(draft.perTicket, decimals, 'perTicket', problems);
  const maxTicketsPerMember = readInteger(
    draft.maxTickets,
    { min: 1, max: rewardCampaignLimits.maxTicketsPerMember },
    'maxTickets',
    problems,
  );
  if (draft.prizes.length < 1 || draft.prizes.length > rewardCampaignLimits.prizes) problems.prizes = 'range';
  const prizes = draft.prizes.map((prize, index) => readAmount(prize, decimals, `prizes.${index}`, problems));
  if (
    !noProblems(problems) ||
    !title ||
    !startsAt ||
    !ticketsCloseAt ||
    !claimEndsAt ||
    !perTicketMinor ||
    !maxTicketsPerMember
  )
    return { body: null, problems };
  return {
    body: {
      title,
      startsAt,
      ticketsCloseAt,
      claimEndsAt,
      ticketRule: { basis: draft.basis, perTicketMinor, maxTicketsPerMember },
      prizes: prizes.filter((prize): prize is string => prize !== null),
    },
    problems: null,
  };
}

export function raffleFieldOf(path: string): string | null {
  const fields: Record<string, string> = {
    title: 'title',
    startsAt: 'startsAt',
    ticketsCloseAt: 'ticketsCloseAt',
    claimEndsAt: 'claimEndsAt',
    'ticketRule.perTicketMinor': 'perTicket',
    'ticketRule.maxTicketsPerMember': 'maxTickets',
    prizes: 'prizes',
  };
  if (/^prizes\.\d+$/.test(path)) return path;
  return fields[path] ?? null;
}
