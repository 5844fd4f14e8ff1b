import { categoryRoutes as contractRoutes } from '@gaming/contracts/catalogue';
import { errorCodes } from '@gaming/contracts/errors';
import { describe, expect, it } from 'vitest';
import { parseErrorBody } from '../../../lib/api-client';
import { categoryRoutes } from './category-routes';

describe('zod-free mirrors of contracts', () => {
  it('category routes equal the contracts table', () => {
    expect(categoryRoutes).toEqual(contractRoutes);
  });

  it('every contract error code is recognised by the api client', () => {
    for (const code of errorCodes) {
      expect(parseErrorBody(400, { error: { code, message: '', requestId: 'r' } }).code).toBe(code);
    }
  });
});
