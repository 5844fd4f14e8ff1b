/**
 * Translation namespaces: `common` (the frame), `seo` (the footer's long text and FAQ), `account`
 * (the account forms and member centre) and `wallet` (the member centre's money pages); the last two
 * load only when one of their screens first opens.
 */
// `live`: the live cashier notices, loaded once a logged-in tab opens its live socket.
// `deposit`: the member centre's deposit page (depositv2).
// `withdraw`: the member centre's withdrawal page (withdraw).
// `inhouse`: the provably fair in-house games and the fairness page.
// `games`: game tiles, lists, hot games and winner boards (home and the game pages).
// `betting`: the member centre's betting record (personalHistoryCopy).
// `agent`: the agent centre (keys agentCentre.*), the contract modal and the affiliate application.
// `rewards`: promotions, the reward centre, invite friends, red envelope, raffles and manual rebate.
// `loyalty`: the points mall, points details, VIP level, missions and ranking boards.
// `content`: platform messages, feedback and complaints, and news (issue 18).
// `lottery`: the in-house lottery pages, the latest numbers and the lottery fairness page (issue 19).
// `streams`: the live streams page and its player (issue 19).
// `chat`: the chat room page (issue 19).
// `responsible`: the responsible-gaming page, reality check, session clock and restricted account (issue 20).
// `kyc`: identity verification documents (issue 20).
export const namespaces = [
  'common',
  'seo',
  'account',
  'wallet',
  'live',
  'deposit',
  'withdraw',
  'games',
  'inhouse',
  'betting',
  'agent',
  'rewards',
  'loyalty',
  'content',
  'lottery',
  'streams',
  'chat',
  'responsible',
  'kyc',
] as const;

/** Loaded at start; the others load with the screen that needs them. */
export const preloadedNamespaces = ['common', 'seo'] as const;
