import { describe, expect, it } from 'vitest';
import { itemsFromCsv } from '../../src/modules/batches/csv.js';

describe('CSV rows as batch items', () => {
  it('dotted headers nest; plain decimals become numbers, everything else stays text; empty cells are left out', () => {
    const items = itemsFromCsv(
      'customer.name,customer.address.city,total,code,note,_filename\n"Lovelace, Ada",London,1250.50,007,\'42,inv-1\nGrace,,-3,1e3,,\n',
    );
    expect(items).toEqual([
      {
        variables: { customer: { name: 'Lovelace, Ada', address: { city: 'London' } }, total: 1250.5, code: '007', note: '42' },
        filename: 'inv-1',
        metadata: { row: 2 },
      },
      { variables: { customer: { name: 'Grace' }, total: -3, code: '1e3' }, metadata: { row: 3 } },
    ]);
  });

  it('refuses headers that are not variable paths, prototype keys, ragged rows and empty files', () => {
    for (const csv of ['a b\n1\n', '__proto__.x\n1\n', 'a.constructor\n1\n', 'a,b\n1\n', 'a\n', '']) {
      expect(() => itemsFromCsv(csv), csv).toThrow();
    }
  });
});
