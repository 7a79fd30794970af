import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Product } from '../catalog/product.type.js';
import { loadLineProduct } from '../cart/line-item.service.js';
import { OrderLineItem } from './order.type.js';

@Resolver(() => OrderLineItem)
export class OrderLineItemResolver {
  @FieldResolver(() => Product, {
    nullable: true,
    description: 'The product of a product line, as the shop sells it today; null when it is no longer sold.',
  })
  product(@Root() item: OrderLineItem, @Ctx() context: GatewayContext): Promise<Product | null> {
    return loadLineProduct(context, item.productId);
  }
}
