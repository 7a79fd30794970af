import type { ProductCardFragment } from '../gql/graphql';

export const money = (amount: number) => ({ __typename: 'Money' as const, amount, currencyCode: 'EUR' });

/** A complete product as a card's fragment has it (a Riesling), with `overrides`. */
export function cardProduct(overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return {
    __typename: 'Product',
    id: 'p1',
    name: 'Riesling trocken 2024',
    path: '/Riesling-trocken-2024/WB-W-2001',
    type: 'WINE',
    flag: null,
    isAvailable: true,
    isTopSeller: false,
    hasVariants: false,
    isShippingFree: false,
    nutritionLabelId: null,
    cover: {
      __typename: 'Image',
      url: 'https://media.example/r.jpg',
      alt: 'Riesling',
      width: 800,
      height: 914,
      srcset: [{ __typename: 'ImageSource', url: 'https://media.example/r-280.jpg', width: 280 }],
    },
    purchaseQuantity: { __typename: 'PurchaseQuantity', min: 1, max: 99, step: 1, allowedQuantities: null },
    price: {
      __typename: 'ProductPrice',
      unitPrice: money(9.9),
      regularPrice: money(9.9),
      specialPrice: null,
      fromPrice: null,
      referencePrice: {
        __typename: 'ReferencePrice',
        fillingQuantity: 0.75,
        unitCode: 'l',
        referenceQuantity: 1,
        basePrice: money(13.2),
      },
    },
    ...overrides,
  } as ProductCardFragment;
}
