import type { AccessSettings } from '@gaming/contracts/settings';
import { describe, expect, it } from 'vitest';
import {
  buildBlockList,
  canonicalClientIp,
  decideAccess,
  normaliseCidr,
  parseCidr,
} from './access-policy.js';

const open: AccessSettings = {
  maintenance: { enabled: false, message: null },
  blockedCountries: [],
  allowIps: [],
  denyIps: [],
};

function decide(ip: string, countryCode: string | null, access: AccessSettings) {
  const lists = { allow: buildBlockList(access.allowIps), deny: buildBlockList(access.denyIps) };
  return decideAccess({ ip, countryCode, access, lists });
}

describe('parseCidr', () => {
  it('accepts addresses and ranges of both families', () => {
    expect(parseCidr('10.0.0.0/8')).toMatchObject({ ok: true, family: 'ipv4', prefix: 8 });
    expect(parseCidr('192.168.1.7')).toMatchObject({ ok: true, prefix: 32 });
    expect(parseCidr('2001:db8::/32')).toMatchObject({ ok: true, family: 'ipv6', prefix: 32 });
  });

  it('rejects anything else', () => {
    for (const bad of [
      '',
      '10.0.0.0/33',
      '1.2.3',
      '1.2.3.4/8/9',
      'host.example',
      '::/129',
      '10.0.0.0/-1',
      '10.0.0.0/ 8',
    ]) {
      expect(parseCidr(bad).ok, bad).toBe(false);
    }
  });

  it('normalises so one range has one spelling', () => {
    expect(normaliseCidr('10.0.0.1')).toBe('10.0.0.1/32');
    expect(normaliseCidr('2001:DB8::1')).toBe('2001:db8::1/128');
  });
});

describe('decideAccess', () => {
  it('is normal by default', () => {
    expect(decide('8.8.8.8', 'US', open)).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
    });
  });

  it('gives maintenance precedence over a restriction', () => {
    const access = { ...open, maintenance: { enabled: true, message: null }, denyIps: ['8.8.8.8'] };
    expect(decide('8.8.8.8', 'US', access)).toEqual({
      status: 1,
      maintenance: true,
      regionRestriction: true,
    });
  });

  it('blocks by country unless the IP is allowed; deny beats allow', () => {
    const access = { ...open, blockedCountries: ['US'], allowIps: ['8.8.8.0/24'] };
    expect(decide('8.8.4.4', 'US', access).status).toBe(2);
    expect(decide('8.8.8.8', 'US', access).status).toBe(0);
    expect(decide('8.8.8.8', 'US', { ...access, denyIps: ['8.8.8.8/32'] }).status).toBe(2);
    expect(decide('1.1.1.1', null, access).status).toBe(0);
  });

  it('matches IPv4 clients seen through a dual-stack socket', () => {
    expect(canonicalClientIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(decide('::ffff:10.1.2.3', null, { ...open, denyIps: ['10.0.0.0/8'] }).status).toBe(2);
  });
});
