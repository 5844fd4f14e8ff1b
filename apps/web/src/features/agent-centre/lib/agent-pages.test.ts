import { describe, expect, it } from 'vitest';
import { agentPagePath, isAgentPage, offerableKinds, visibleAgentMenuEntries } from './agent-pages';

const allOff = {
  dividendEnabled: false,
  dailySalaryEnabled: false,
  hourlySalaryEnabled: false,
  realtimeSalaryEnabled: false,
};

describe('the agent centre menu', () => {
  it('keeps the order of spec §2 and shows no contract page while every flag is off', () => {
    expect(visibleAgentMenuEntries(allOff)).toEqual([
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
      'deposit',
      'withdraw',
      'platformMessages',
      'customerService',
    ]);
  });

  it('shows each contract page only with its own flag, in the spec order', () => {
    const entries = visibleAgentMenuEntries({ ...allOff, hourlySalaryEnabled: true, dividendEnabled: true });
    expect(entries.filter((entry) => entry.endsWith('Salary') || entry === 'dividendBonus')).toEqual([
      'dividendBonus',
      'hourlySalary',
    ]);
    expect(visibleAgentMenuEntries({ ...allOff, realtimeSalaryEnabled: true })).toContain('realtimeSalary');
    expect(visibleAgentMenuEntries({ ...allOff, realtimeSalaryEnabled: true })).not.toContain('dailySalary');
  });

  it('shows no contract page before the flags are known', () => {
    expect(visibleAgentMenuEntries(null)).not.toContain('dailySalary');
  });

  it('puts the default page at /agentHome and the others below it; actions are no pages', () => {
    expect(agentPagePath('teamOverview')).toBe('/agentHome');
    expect(agentPagePath('dailySalary')).toBe('/agentHome/dailySalary');
    expect(isAgentPage('deposit')).toBe(false);
    expect(isAgentPage('announcement')).toBe(false);
    expect(isAgentPage('myIncome')).toBe(true);
  });
});

describe('the contract kinds an agent may offer a direct downline', () => {
  const dividendAndDaily = { ...allOff, dividendEnabled: true, dailySalaryEnabled: true };
  it('offers a downline agent every kind its own flags allow', () => {
    expect(offerableKinds(dividendAndDaily, true)).toEqual(['dividend', 'daily']);
  });
  it('never offers a plain member a dividend', () => {
    expect(offerableKinds(dividendAndDaily, false)).toEqual(['daily']);
    expect(offerableKinds({ ...allOff, dividendEnabled: true }, false)).toEqual([]);
  });
});
