import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { ReferencePrice } from '../catalog/product-price.type.js';
import { Product } from '../catalog/product.type.js';
import { loadLineProduct, loadLineReferencePrice } from './line-item.service.js';
import { CartLineItem } from './cart.type.js';

/** The product behind a cart line, through the request's productsById loader: one call for all lines. */
@Resolver(() => CartLineItem)
export class CartLineItemResolver {
  @FieldResolver(() => Product, {
    nullable: true,
    description:
      'The product of a product line (name, path, cover, type …); null for other lines or a product no longer sold.',
  })
  product(@Root() item: CartLineItem, @Ctx() context: GatewayContext): Promise<Product | null> {
    return loadLineProduct(context, item.productId);
  }

  @FieldResolver(() => ReferencePrice, {
    nullable: true,
    description: 'Filling quantity and base price of a wine or package line; null for other lines.',
  })
  referencePrice(@Root() item: CartLineItem, @Ctx() context: GatewayContext): Promise<ReferencePrice | null> {
    return loadLineReferencePrice(context, item.productId, item.rawPrice);
  }
}
