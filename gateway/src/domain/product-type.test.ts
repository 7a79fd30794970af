import { packageOnSpecial, rieslingWithTiers, soldOutSekt, voucherVariant } from '../../test/fixtures/store-api.js';
import { productTypeOf } from './product-type.js';

const withWineType = (name: string, groupName = 'Weinart') => {
  const product = rieslingWithTiers();
  const weinart = product.properties!.find((option) => option.group.name === 'Weinart')!;
  weinart.name = name;
  weinart.translated.name = name;
  weinart.group.name = groupName;
  (weinart.group.translated as { name?: string }).name = groupName;
  return product;
};

test('Weisswein (the Riesling) and Sekt are wines', () => {
  expect(productTypeOf(rieslingWithTiers())).toBe('WINE');
  expect(productTypeOf(soldOutSekt())).toBe('WINE');
  expect(productTypeOf(withWineType('Rotwein'))).toBe('WINE');
});

test('Sortiment is a package', () => {
  expect(productTypeOf(packageOnSpecial())).toBe('PACKAGE');
});

test('an English answer (sw-language-id en-GB) gives the same type', () => {
  expect(productTypeOf(withWineType('Assortment', 'Wine type'))).toBe('PACKAGE');
  expect(productTypeOf(withWineType('Red wine', 'Wine type'))).toBe('WINE');
});

test('anything else, or no Weinart property, is a wine', () => {
  expect(productTypeOf(withWineType('Rosé'))).toBe('WINE');
  expect(productTypeOf(voucherVariant())).toBe('WINE');
  expect(productTypeOf({ properties: undefined })).toBe('WINE');
});

test('Sortiment in another group than Weinart does not make a package', () => {
  expect(productTypeOf(withWineType('Sortiment', 'Rebsorte'))).toBe('WINE');
});
