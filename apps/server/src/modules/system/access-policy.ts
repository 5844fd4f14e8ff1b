import net from 'node:net';
import type { AccessSettings } from '@gaming/contracts/settings';
import type { SystemStatus } from '@gaming/contracts/system';

export type CidrParseResult =
  | { ok: true; family: 'ipv4' | 'ipv6'; address: string; prefix: number }
  | { ok: false };

/** "10.0.0.0/8", "2001:db8::/32" or a single address (taken as /32 or /128). */
export function parseCidr(value: string): CidrParseResult {
  const [address = '', prefixText, ...rest] = value.trim().split('/');
  if (rest.length > 0) return { ok: false };
  const version = net.isIP(address);
  if (version === 0) return { ok: false };
  const maxPrefix = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return { ok: false };
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (prefix > maxPrefix) return { ok: false };
  return { ok: true, family: version === 4 ? 'ipv4' : 'ipv6', address, prefix };
}

/** Canonical text of a CIDR, so "10.0.0.1" and "10.0.0.1/32" are one list entry. */
export function normaliseCidr(value: string): string | undefined {
  const parsed = parseCidr(value);
  return parsed.ok ? `${parsed.address.toLowerCase()}/${parsed.prefix}` : undefined;
}

export function buildBlockList(cidrs: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed.ok) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/** "::ffff:1.2.3.4" is an IPv4 client behind a dual-stack socket; match it as IPv4. */
export function canonicalClientIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

function listContains(list: net.BlockList, ip: string): boolean {
  const version = net.isIP(ip);
  if (version === 0) return false;
  return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

export type AccessLists = { allow: net.BlockList; deny: net.BlockList };

export type AccessDecision = { status: SystemStatus; maintenance: boolean; regionRestriction: boolean };

/**
 * Spec §4 system status. Deny-listed IPs are always restricted; allow-listed IPs pass the country check;
 * maintenance wins over everything.
 */
export function decideAccess(input: {
  ip: string;
  countryCode: string | null;
  access: AccessSettings;
  lists: AccessLists;
}): AccessDecision {
  const ip = canonicalClientIp(input.ip);
  const denied = listContains(input.lists.deny, ip);
  const allowed = listContains(input.lists.allow, ip);
  const countryBlocked =
    input.countryCode !== null && input.access.blockedCountries.includes(input.countryCode);
  const regionRestriction = denied || (!allowed && countryBlocked);
  const maintenance = input.access.maintenance.enabled;
  const status: SystemStatus = maintenance ? 1 : regionRestriction ? 2 : 0;
  return { status, maintenance, regionRestriction };
}
