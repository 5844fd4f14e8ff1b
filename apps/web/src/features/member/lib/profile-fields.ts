import type { ProfileFieldName } from '@gaming/contracts/auth';

/**
 * The security centre's profile fields, in form order. Kept here (the contracts' list lives beside zod
 * schemas the bundle must not pull in); a unit test checks both lists agree.
 */
export const profileFields = [
  'fullname',
  'payeeName',
  'birthday',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
  'permanentAddress',
  'currentAddress',
] as const satisfies readonly ProfileFieldName[];
