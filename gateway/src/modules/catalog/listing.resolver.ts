import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { checkExactlyOne, checkId, checkListingArgs, checkPath } from './catalog.args.js';
import { ListingArgs } from './listing.args.js';
import { loadCategoryListing } from './listing.service.js';
import { ProductListing } from './listing.type.js';
import { DEFAULT_LIMIT } from './product-criteria.js';

@Resolver(() => ProductListing)
export class ListingResolver {
  @Query(() => ProductListing, {
    nullable: true,
    description: `The products of a category, by categoryId or storefront path (give exactly one): paged (limit 1–100, default ${DEFAULT_LIMIT}), sorted by one of the shop's sortings (the answer's sortings lists them; default the shop's, a key it does not offer is BAD_USER_INPUT), filtered. An unknown category is an error with extensions.code NOT_FOUND.`,
  })
  productListing(
    @Arg('categoryId', () => ID, {
      nullable: true,
      description:
        'The category id (NavigationEntry.id); give categoryId or path, not both. Not an id: BAD_USER_INPUT.',
    })
    categoryId: string | null | undefined,
    @Arg('path', () => String, {
      nullable: true,
      description:
        'The storefront path, e.g. /Weine/Rotwein/ (query and fragment are ignored); give categoryId or path, not both.',
    })
    path: string | null | undefined,
    @Args(() => ListingArgs) listing: ListingArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ProductListing> {
    const { locale } = context;
    checkExactlyOne(['categoryId', 'path'], [categoryId, path], locale);
    if (categoryId) checkId('categoryId', categoryId, locale);
    const category = categoryId ? { categoryId } : { path: checkPath('path', path ?? '', locale) };
    checkListingArgs(listing, locale);
    return loadCategoryListing(context, { ...category, ...listing });
  }
}
