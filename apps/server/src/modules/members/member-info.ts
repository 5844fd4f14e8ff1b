import { isAgentType, type MemberInfo, type MemberType } from '@gaming/contracts/auth';
import { isLanguageCode } from '@gaming/contracts/languages';
import type { MemberRow } from './members-repository.js';

/** +977 98******21: enough for the owner to recognise, too little to use. */
export function maskMobile(countryDialingCode: string | null, mobileNumber: string | null): string | null {
  if (!countryDialingCode || !mobileNumber) return null;
  const visibleEnd = mobileNumber.slice(-2);
  const visibleStart = mobileNumber.slice(0, Math.min(2, mobileNumber.length - 2));
  return `${countryDialingCode} ${visibleStart}${'*'.repeat(Math.max(0, mobileNumber.length - 4))}${visibleEnd}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

export function toMemberInfo(row: MemberRow): MemberInfo {
  return {
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type as MemberType,
    isAgent: isAgentType(row.type),
    isTrial: row.type === 4,
    firstTimeLogin: row.first_login_at === null,
    iconId: row.icon_id,
    language: isLanguageCode(row.language) ? row.language : 'EN',
    mobileMasked: maskMobile(row.country_dialing_code, row.mobile_number),
    emailMasked: maskEmail(row.email),
    hasPaymentPassword: row.payment_password_hash !== null,
  };
}
