import type { GatewayContext } from '../context.js';
import { referencePriceOf } from '../../domain/product-price.js';
import { productTypeOf } from '../../domain/product-type.js';
import type { RawCalculatedPrice } from '../../shopware/store-api-types.js';
import type { ReferencePrice } from '../catalog/product-price.type.js';
import { mapProduct } from '../catalog/product.mapper.js';
import type { Product } from '../catalog/product.type.js';
import { currencyOf } from '../catalog/shop-currency.js';
import type { RawLinePrice } from './cart-raw-types.js';

/** The product of a cart or order line (batched with every other line of the request). */
export async function loadLineProduct(context: GatewayContext, productId: string | null): Promise<Product | null> {
  if (!productId) return null;
  const raw = await context.loaders.productsById.load(productId);
  return raw ? mapProduct(raw, currencyOf(context)) : null;
}

/**
 * The line's reference price: the cart's calculated one (it follows tier prices), with the
 * product's unit, for wines and packages only (the product's type decides).
 */
export async function loadLineReferencePrice(
  context: GatewayContext,
  productId: string | null,
  price: RawLinePrice | null,
): Promise<ReferencePrice | null> {
  if (!productId || !price) return null;
  const raw = await context.loaders.productsById.load(productId);
  if (!raw) return null;
  return referencePriceOf(
    price as Pick<RawCalculatedPrice, 'referencePrice'>,
    raw.unit,
    productTypeOf(raw),
    currencyOf(context),
  );
}
