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
