import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { checkListingArgs, checkPaging, checkSearchTerm } from '../catalog/catalog.args.js';
import { ListingArgs } from '../catalog/listing.args.js';
import { ProductListing } from '../catalog/listing.type.js';
import { DEFAULT_LIMIT } from '../catalog/product-criteria.js';
import { searchProducts } from './search.service.js';
import { limitArg } from '../shared/paging.args.js';

@Resolver()
export class SearchResolver {
  @Query(() => ProductListing, {
    nullable: true,
    description: `The search page: products matching a term, paged (limit 1–100, default ${DEFAULT_LIMIT}), sorted by one of the shop's sortings (the answer's sortings; default score, top results; a key the shop does not offer is BAD_USER_INPUT), filtered, with facets. A blank term gives an empty result; a term over 300 characters is refused (TOO_LONG).`,
  })
  search(
    @Arg('term', () => String, {
      description: 'What the shopper typed: at most 300 characters (TOO_LONG); blank gives no products.',
    })
    term: string,
    @Args(() => ListingArgs) listing: ListingArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ProductListing> {
    checkSearchTerm('term', term, context.locale);
    checkListingArgs(listing, context.locale);
    return searchProducts(context, { term, ...listing }, '/search');
  }

  @Query(() => ProductListing, {
    nullable: true,
    description: `The quick search of the search modal: the first products for a term (limit 1–100, default ${DEFAULT_LIMIT}) and their total, without facets. A blank term gives an empty result; a term over 300 characters is refused (TOO_LONG).`,
  })
  quickSearch(
    @Arg('term', () => String, {
      description: 'What the shopper typed: at most 300 characters (TOO_LONG); blank gives no products.',
    })
    term: string,
    @Arg('limit', () => Int, limitArg(DEFAULT_LIMIT)) limit: number,
    @Ctx() context: GatewayContext,
  ): Promise<ProductListing> {
    checkSearchTerm('term', term, context.locale);
    checkPaging(1, limit, context.locale);
    return searchProducts(context, { term, page: 1, limit }, '/search-suggest');
  }
}
