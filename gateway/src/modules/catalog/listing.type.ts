import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Image } from '../shared/image.type.js';
import { Money } from '../shared/money.type.js';
import { Product } from './product.type.js';

@InputType({
  description:
    'Filters of a listing or search. Options of one property group are alternatives; different groups must all match.',
})
export class ListingFiltersInput {
  @Field(() => [ID], {
    nullable: true,
    description: 'Property option ids from `filterOptions.propertyGroups[].options[].id`.',
  })
  propertyOptionIds?: string[] | null;
  @Field(() => Float, { nullable: true, description: 'Lowest price (gross, shop currency).' }) minPrice?: number | null;
  @Field(() => Float, { nullable: true, description: 'Highest price (gross, shop currency).' }) maxPrice?:
    number | null;
}

@ObjectType({ description: 'A sorting the listing offers, as the shop names it.' })
export class ListingSorting {
  @Field(() => String, { description: 'The key to pass as `sorting`, e.g. price-asc.' }) key!: string;
  @Field(() => String, { description: 'The label in the request language, e.g. Preis aufsteigend.' }) label!: string;
}

@ObjectType({ description: 'One value a listing can be filtered by.' })
export class FilterOption {
  @Field(() => ID, { description: 'Pass it in `filters.propertyOptionIds`.' }) id!: string;
  @Field(() => String, { description: "The option's name in the session's language, e.g. Riesling." }) name!: string;
  @Field(() => String, { nullable: true, description: 'For colour groups such as Weinart.' }) colorHexCode!:
    string | null;
  @Field(() => Image, { nullable: true, description: "The option's image, for media groups (displayType media)." })
  media!: Image | null;
}

@ObjectType({
  description:
    'A facet: a filterable property group (Weinart, Rebsorte, Jahrgang, Lage, Geschmack …) with the options in the result.',
})
export class FilterGroup {
  @Field(() => ID, { description: 'The property group id.' }) id!: string;
  @Field(() => String, { description: "The group's name in the session's language, e.g. Rebsorte." }) name!: string;
  @Field(() => String, { nullable: true, description: 'text, color, media or select.' }) displayType!: string | null;
  @Field(() => [FilterOption], { description: 'The options that occur in the result.' }) options!: FilterOption[];
}

@ObjectType({ description: 'Lowest and highest price in the result.' })
export class PriceRange {
  @Field(() => Money, { description: 'The lowest price in the result (gross).' }) min!: Money;
  @Field(() => Money, { description: 'The highest price in the result (gross).' }) max!: Money;
}

@ObjectType({ description: 'What a listing can be filtered by, from its aggregations.' })
export class ListingFilterOptions {
  @Field(() => [FilterGroup], { description: 'The filterable property groups; empty when none.' })
  propertyGroups!: FilterGroup[];
  @Field(() => PriceRange, {
    nullable: true,
    description: 'The price range of the result; null without price statistics (e.g. an empty result).',
  })
  price!: PriceRange | null;
}

@ObjectType({ description: 'The filters the answer applied.' })
export class CurrentListingFilters {
  @Field(() => [ID], { description: 'The property options filtered by; empty when none.' })
  propertyOptionIds!: string[];
  @Field(() => Float, { nullable: true, description: 'The lowest price filtered by (gross); null when none.' })
  minPrice!: number | null;
  @Field(() => Float, { nullable: true, description: 'The highest price filtered by (gross); null when none.' })
  maxPrice!: number | null;
  @Field(() => String, { nullable: true, description: 'The search term (search only).' }) searchTerm!: string | null;
}

@ObjectType({ description: 'A page of products of a category or a search, with its sortings and filters.' })
export class ProductListing {
  @Field(() => [Product], { description: 'The products of this page.' }) products!: Product[];
  @Field(() => Int, { description: 'All matching products.' }) total!: number;
  @Field(() => Int, { description: 'The page answered, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Products per page.' }) limit!: number;
  @Field(() => Int, { description: 'Number of pages at this limit ("load more" while page < pageCount).' })
  pageCount!: number;
  @Field(() => String, { nullable: true, description: 'The key of the sorting applied.' }) sorting!: string | null;
  @Field(() => [ListingSorting], { description: 'The sortings offered, in the shop’s order.' })
  sortings!: ListingSorting[];
  @Field(() => CurrentListingFilters, { description: 'The filters applied (for the filter bar and its chips).' })
  currentFilters!: CurrentListingFilters;
  @Field(() => ListingFilterOptions, {
    description: 'What the result can be filtered by (empty for the quick search, which has no facets).',
  })
  filterOptions!: ListingFilterOptions;
}
