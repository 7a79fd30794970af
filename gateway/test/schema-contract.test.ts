import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { SCHEMA_FILE } from '../src/schema/print-schema.js';
import {
  checkSchemaContract,
  parseDeliberateBreakingChanges,
  readReleasedContract,
} from '../src/schema/schema-contract.js';

test('the schema keeps the contract of the last released one (apps in use cannot be forced to update)', () => {
  const { released, deliberate } = readReleasedContract();
  const verdict = checkSchemaContract(released, buildSchema(readFileSync(SCHEMA_FILE, 'utf8')), deliberate);
  if (verdict.warnings.length > 0) console.warn(verdict.warnings.join('\n'));
  expect(verdict.failures).toEqual([]);
});

describe('the contract check', () => {
  const releasedSdl = `
    type Query { product(id: ID!): Product, products(limit: Int): [Product!]! }
    type Product { id: ID!, name: String!, stock: Int }
    enum Sorting { NAME, PRICE }
  `;
  const released = buildSchema(releasedSdl);
  /** The released schema with one piece of its SDL replaced. */
  const changed = (from: string, to: string) => buildSchema(releasedSdl.replace(from, to));
  const withoutStock = changed(', stock: Int', '');

  test('fails on a removed field', () => {
    expect(checkSchemaContract(released, withoutStock, []).failures).toEqual([
      'Breaking change: Product.stock was removed. (deprecate first, or record it with its reason as deliberate)',
    ]);
  });

  test('fails on an argument made required and on a new required argument', () => {
    const current = changed('(id: ID!)', '(id: ID!, locale: String!)');
    expect(checkSchemaContract(released, changed('limit: Int)', 'limit: Int!)'), []).failures).toEqual([
      'Breaking change: Query.products arg limit has changed type from Int to Int!. (deprecate first, or record it with its reason as deliberate)',
    ]);
    expect(checkSchemaContract(released, current, []).failures).toEqual([
      'Breaking change: A required arg locale on Query.product was added. (deprecate first, or record it with its reason as deliberate)',
    ]);
  });

  test('passes a breaking change recorded as deliberate, and fails once the record matches no change', () => {
    const deliberate = [{ change: 'Product.stock was removed.', reason: 'Stock is no longer shown to shoppers.' }];
    expect(checkSchemaContract(released, withoutStock, deliberate).failures).toEqual([]);
    expect(checkSchemaContract(released, released, deliberate).failures).toEqual([
      'Recorded deliberate breaking change no longer happens: Product.stock was removed.',
    ]);
  });

  test('fails on a deliberate breaking change recorded without a reason', () => {
    const deliberate = [{ change: 'Product.stock was removed.', reason: ' ' }];
    expect(checkSchemaContract(released, withoutStock, deliberate).failures).toEqual([
      'Deliberate breaking change without a reason: Product.stock was removed.',
    ]);
  });

  test('reports an added enum value as a warning, not a failure', () => {
    expect(checkSchemaContract(released, changed('PRICE }', 'PRICE, RATING }'), [])).toEqual({
      failures: [],
      warnings: ['Dangerous change: RATING was added to enum type Sorting.'],
    });
  });

  test('names what is wrong in a malformed record of deliberate changes', () => {
    expect(() => parseDeliberateBreakingChanges('{}')).toThrow(
      'deliberate-breaking-changes.json must be an array of {change, reason}',
    );
    expect(() => parseDeliberateBreakingChanges('[{"change": "Product.stock was removed."}]')).toThrow(
      'deliberate-breaking-changes.json entry 0: "reason" must be a string',
    );
  });
});
