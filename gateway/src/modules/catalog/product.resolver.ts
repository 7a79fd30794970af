import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { checkExactlyOne, checkId, checkIds, checkPaging, checkPath } from './catalog.args.js';
import { DEFAULT_LIMIT } from './product-criteria.js';
import { CrossSellingGroup, ProductReviewPage, VariantGroup } from './product-relations.type.js';
import {
  loadCrossSellings,
  loadProduct,
  loadProductByPath,
  loadProductsByIds,
  loadReviewPage,
  loadVariantGroups,
} from './product.service.js';
import { Product } from './product.type.js';
import { limitArg, PAGE_ARG } from '../shared/paging.args.js';

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => Product, {
    nullable: true,
    description:
      'A product by id or by storefront path (SEO path or /detail/{id}); give exactly one. An unknown product is an error with extensions.code NOT_FOUND.',
  })
  product(
    @Arg('id', () => ID, {
      nullable: true,
      description: 'The product id (32 hex digits, else BAD_USER_INPUT); give id or path, not both.',
    })
    id: string | null | undefined,
    @Arg('path', () => String, {
      nullable: true,
      description:
        'The storefront path, e.g. /Riesling-trocken-2024/WB-W-2001 or /detail/{id}; give id or path, not both.',
    })
    path: string | null | undefined,
    @Ctx() context: GatewayContext,
  ): Promise<Product> {
    checkExactlyOne(['id', 'path'], [id, path], context.locale);
    if (id) {
      checkId('id', id, context.locale);
      return loadProduct(context, id);
    }
    return loadProductByPath(context, checkPath('path', path ?? '', context.locale));
  }

  @Query(() => [Product], {
    nullable: 'itemsAndList',
    description: 'Products by id (at most 100) in one upstream call, in the order asked; null for an unknown id.',
  })
  products(
    @Arg('ids', () => [ID], { description: 'Up to 100 product ids (more, or one that is not an id: BAD_USER_INPUT).' })
    ids: string[],
    @Ctx() context: GatewayContext,
  ): Promise<(Product | null)[]> {
    checkIds('ids', ids, context.locale);
    return loadProductsByIds(context, ids);
  }

  @FieldResolver(() => [CrossSellingGroup], {
    description:
      'Cross-selling groups ("Passt dazu", "Enthaltene Weine") with their products; one upstream call per product.',
  })
  crossSellings(@Root() product: Product, @Ctx() context: GatewayContext): Promise<CrossSellingGroup[]> {
    return loadCrossSellings(context, product);
  }

  @FieldResolver(() => ProductReviewPage, { description: 'Reviews, newest first, paged (limit 1–100).' })
  reviews(
    @Root() product: Product,
    @Arg('page', () => Int, PAGE_ARG) page: number,
    @Arg('limit', () => Int, limitArg(DEFAULT_LIMIT)) limit: number,
    @Ctx() context: GatewayContext,
  ): Promise<ProductReviewPage> {
    checkPaging(page, limit, context.locale);
    return loadReviewPage(context, product, page, limit);
  }

  @FieldResolver(() => [VariantGroup], {
    description:
      "The variant choices (the voucher's amounts) with the variant id to put into the cart per choice; empty for products without variants.",
  })
  variantGroups(@Root() product: Product, @Ctx() context: GatewayContext): Promise<VariantGroup[]> {
    return loadVariantGroups(context, product);
  }
}
