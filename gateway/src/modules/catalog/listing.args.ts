import { ArgsType, Field, Int } from 'type-graphql';
import { limitArg, PAGE_ARG } from '../shared/paging.args.js';
import { ListingFiltersInput } from './listing.type.js';
import { DEFAULT_LIMIT } from './product-criteria.js';

/** The arguments a listing of products takes (productListing, search), checked by checkListingArgs. */
@ArgsType()
export class ListingArgs {
  @Field(() => ListingFiltersInput, {
    nullable: true,
    description: 'Property options and price range to narrow the result to; none when null.',
  })
  filters?: ListingFiltersInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A sorting key the answer lists in `sortings`, e.g. price-asc; null for the default: a category's as the shop sets it, a search's best matches first (score).",
  })
  sorting?: string | null;

  @Field(() => Int, PAGE_ARG) page!: number;

  @Field(() => Int, limitArg(DEFAULT_LIMIT)) limit!: number;
}
