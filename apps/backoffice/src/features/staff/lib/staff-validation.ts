/** The server's rules for a new staff account (contracts/staff.ts staffCreateRequestSchema). */
export const staffUsernamePattern = /^[a-z][a-z0-9._-]{2,31}$/;
export const maximumDisplayNameLength = 60;

export type StaffField = 'username' | 'displayName';
export type StaffProblem = 'required' | 'usernameFormat' | 'tooLong';

/** Usernames are lower case; what people type is lowered and trimmed before it is checked. */
export function normalizeStaffUsername(value: string): string {
  return value.trim().toLowerCase();
}

export function validateNewStaff(input: {
  username: string;
  displayName: string;
}): Partial<Record<StaffField, StaffProblem>> {
  const problems: Partial<Record<StaffField, StaffProblem>> = {};
  const username = normalizeStaffUsername(input.username);
  if (!username) problems.username = 'required';
  else if (!staffUsernamePattern.test(username)) problems.username = 'usernameFormat';
  const displayName = input.displayName.trim();
  if (!displayName) problems.displayName = 'required';
  else if (displayName.length > maximumDisplayNameLength) problems.displayName = 'tooLong';
  return problems;
}
