import { rieslingWithTiers, soldOutSekt } from '../../test/fixtures/store-api.js';
import { productFlagOf } from './product-flag.js';

test('a product that is not available is sold out', () => {
  expect(productFlagOf(soldOutSekt())).toBe('SOLD_OUT');
});

test('sold out wins over top seller and new', () => {
  expect(productFlagOf({ ...soldOutSekt(), markAsTopseller: true, isNew: true })).toBe('SOLD_OUT');
});

test('an available top seller is a top seller, also when it is new', () => {
  expect(productFlagOf(rieslingWithTiers())).toBe('TOP_SELLER');
  expect(productFlagOf({ ...rieslingWithTiers(), isNew: true })).toBe('TOP_SELLER');
});

test('a new product that is no top seller is new', () => {
  expect(productFlagOf({ ...rieslingWithTiers(), markAsTopseller: false, isNew: true })).toBe('NEW');
});

test('otherwise no flag, also when the fields are missing', () => {
  expect(productFlagOf({ ...rieslingWithTiers(), markAsTopseller: false, isNew: false })).toBeNull();
  expect(productFlagOf({})).toBeNull();
});
