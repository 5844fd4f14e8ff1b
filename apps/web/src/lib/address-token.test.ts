import { describe, expect, it } from 'vitest';
import { splitAddressToken } from './address-token';

const token = 'Abc_def-0123456789Abc_def-0123456789Abc_def';

describe('splitAddressToken', () => {
  it('takes a token out of the address, keeping the rest of it', () => {
    expect(splitAddressToken(`https://site.test/member?tab=security&token=${token}#top`)).toEqual({
      token,
      address: '/member?tab=security#top',
    });
  });

  it('takes a malformed token out of the address without keeping it', () => {
    expect(splitAddressToken('https://site.test/?token=%3Cscript%3E')).toEqual({ token: null, address: '/' });
  });

  it('leaves an address without a token alone', () => {
    expect(splitAddressToken('https://site.test/games?tab=slots')).toEqual({ token: null, address: null });
  });
});
