/**
 * The agent centre menu of spec §2, in its order, plus the credit report and team transaction of the
 * spec's other screens (after the account details, with the other reports). Each entry is either a page
 * of its own under /agentHome/<id>, or an action (the announcement list opens its popup; deposit and
 * withdraw open the member centre's pages; customer service opens the brand's chat).
 */
export const agentMenuEntries = [
  'announcement',
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'creditReport',
  'teamTransaction',
  'dividendBonus',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
  'deposit',
  'withdraw',
  'platformMessages',
  'customerService',
] as const;
export type AgentMenuEntry = (typeof agentMenuEntries)[number];

/** Entries that are a page under /agentHome. */
export const agentPages = [
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'creditReport',
  'teamTransaction',
  'dividendBonus',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
  'platformMessages',
] as const satisfies readonly AgentMenuEntry[];
export type AgentPage = (typeof agentPages)[number];

/** /agentHome itself shows the team overview (spec §2: the default page). */
export const defaultAgentPage: AgentPage = 'teamOverview';

export function isAgentPage(value: unknown): value is AgentPage {
  return typeof value === 'string' && (agentPages as readonly string[]).includes(value);
}

export function agentPagePath(page: AgentPage): string {
  return page === defaultAgentPage ? '/agentHome' : `/agentHome/${page}`;
}

/** The four contract pages and the agent flag each needs (spec §2, §6). */
export const contractPageFlags = {
  dividendBonus: 'dividendEnabled',
  dailySalary: 'dailySalaryEnabled',
  hourlySalary: 'hourlySalaryEnabled',
  realtimeSalary: 'realtimeSalaryEnabled',
} as const;
export type ContractPage = keyof typeof contractPageFlags;
export type AgentContractFlags = Record<(typeof contractPageFlags)[ContractPage], boolean>;

export function isContractPage(entry: AgentMenuEntry): entry is ContractPage {
  return entry in contractPageFlags;
}

/** The menu an agent sees: a contract page only while its flag is on. */
export function visibleAgentMenuEntries(flags: AgentContractFlags | null): AgentMenuEntry[] {
  return agentMenuEntries.filter(
    (entry) => !isContractPage(entry) || flags?.[contractPageFlags[entry]] === true,
  );
}

const offerKindFlags = [
  ['dividend', contractPageFlags.dividendBonus],
  ['daily', contractPageFlags.dailySalary],
  ['hourly', contractPageFlags.hourlySalary],
  ['realtime', contractPageFlags.realtimeSalary],
] as const;
export type OfferKind = (typeof offerKindFlags)[number][0];

/**
 * The contract kinds an agent may offer a direct downline: those its own flags allow, and no dividend to
 * a plain member (dividendProcess is for agents only; the server refuses it with function_not_enabled).
 */
export function offerableKinds(flags: AgentContractFlags, downlineIsAgent: boolean): OfferKind[] {
  return offerKindFlags
    .filter(([kind, flag]) => flags[flag] && (downlineIsAgent || kind !== 'dividend'))
    .map(([kind]) => kind);
}
