/** The spec's member types (member info `type`): the label key of each under agentCentre.memberTypes. */
export const memberTypeKeys: Record<number, string> = {
  0: 'member',
  1: 'agent',
  2: 'subAgent',
  4: 'trial',
  41: 'affiliate',
  42: 'subAffiliate',
};

export function memberTypeKey(type: number): string {
  return memberTypeKeys[type] ?? 'member';
}

/** Types 1, 2, 41 and 42 (spec §6); the contracts package says the same, but pulls zod into the bundle. */
export function isAgentMemberType(type: number): boolean {
  return type === 1 || type === 2 || type === 41 || type === 42;
}
