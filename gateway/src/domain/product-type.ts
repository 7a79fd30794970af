import type { RawProduct } from '../shopware/store-api-types.js';

export type ProductType = 'WINE' | 'PACKAGE';

/**
 * The property group and its options as the shop names them (docs/behaviour/product-types.md). Shopware answers names in
 * the request's language, so the English names of the same group and options count too.
 */
const WINE_TYPE_GROUP = new Set(['Weinart', 'Wine type']);
const TYPE_BY_OPTION: Record<string, ProductType> = {
  Rotwein: 'WINE',
  Weisswein: 'WINE',
  Sekt: 'WINE',
  Sortiment: 'PACKAGE',
  'Red wine': 'WINE',
  'White wine': 'WINE',
  'Sparkling wine': 'WINE',
  Assortment: 'PACKAGE',
};

type NamedOption = {
  name?: string | null;
  translated?: { name?: string | null } | null;
  group?: { name?: string | null; translated?: { name?: string | null } | null } | null;
};

const namesOf = (
  entity: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined,
): string[] => [entity?.translated?.name, entity?.name].filter((name): name is string => typeof name === 'string');

/**
 * The product type: a property in group 'Weinart' of Rotwein, Weisswein or Sekt gives WINE,
 * Sortiment gives PACKAGE; anything else (Rosé, another group) or no such property gives WINE.
 */
export function productTypeOf(product: Pick<RawProduct, 'properties'>): ProductType {
  const wineTypes = ((product.properties ?? []) as NamedOption[]).filter((option) =>
    namesOf(option.group).some((name) => WINE_TYPE_GROUP.has(name)),
  );
  for (const option of wineTypes) {
    const type = namesOf(option)
      .map((name) => TYPE_BY_OPTION[name])
      .find(Boolean);
    if (type) return type;
  }
  return 'WINE';
}
