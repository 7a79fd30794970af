import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { checkExactlyOne, checkId, checkListingFilters, checkPaging, checkPath, checkSorting } from './catalog.args.js';
import { loadCategoryListing } from './listing.service.js';
import { ListingFiltersInput, ProductListing } from './listing.type.js';
import { DEFAULT_LIMIT } from './product-criteria.js';

@Resolver(() => ProductListing)
export class ListingResolver {
  @Query(() => ProductListing, {
    nullable: true,
    description: `The products of a category, by categoryId or storefront path (give exactly one): paged (limit 1–100, default ${DEFAULT_LIMIT}), sorted by one of the shop's sortings (the answer's sortings lists them; default the shop's, a key it does not offer is BAD_USER_INPUT), filtered. An unknown category is an error with extensions.code NOT_FOUND.`,
  })
  productListing(
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null | undefined,
    @Arg('path', () => String, { nullable: true }) path: string | null | undefined,
    @Arg('filters', () => ListingFiltersInput, { nullable: true }) filters: ListingFiltersInput | null | undefined,
    @Arg('sorting', () => String, { nullable: true }) sorting: string | null | undefined,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: DEFAULT_LIMIT }) limit: number,
    @Ctx() context: GatewayContext,
  ): Promise<ProductListing> {
    const { locale } = context;
    checkExactlyOne(['categoryId', 'path'], [categoryId, path], locale);
    if (categoryId) checkId('categoryId', categoryId, locale);
    const category = categoryId ? { categoryId } : { path: checkPath('path', path ?? '', locale) };
    checkListingFilters(filters, locale);
    checkSorting('sorting', sorting, locale);
    checkPaging(page, limit, locale);
    return loadCategoryListing(context, {
      ...category,
      page,
      limit,
      sorting: sorting ?? null,
      filters: filters ?? null,
    });
  }
}
