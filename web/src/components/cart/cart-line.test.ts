import { describe, expect, it } from 'vitest';
import { quantityChoices } from './cart-line';

describe('a cart line’s quantities', () => {
  it('offers min..max in steps (at most 99) or the allowed list, always with the current quantity', () => {
    expect(
      quantityChoices({ __typename: 'PurchaseQuantity', min: 6, max: 12, step: 6, allowedQuantities: null }, 7),
    ).toEqual([6, 7, 12]);
    expect(
      quantityChoices({ __typename: 'PurchaseQuantity', min: 1, max: 500, step: 1, allowedQuantities: null }, 1),
    ).toHaveLength(99);
    expect(
      quantityChoices({ __typename: 'PurchaseQuantity', min: 1, max: 99, step: 1, allowedQuantities: [6, 12] }, 6),
    ).toEqual([6, 12]);
  });
});
