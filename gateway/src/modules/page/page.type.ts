import { Field, ID, InterfaceType, ObjectType } from 'type-graphql';
import { Image } from '../shared/image.type.js';
import { Product } from '../catalog/product.type.js';

export type PageKind = 'CategoryPage' | 'ProductPage' | 'NotFoundPage';

@ObjectType({ description: 'A category on the way to a page, from below the home down to the category.' })
export class BreadcrumbEntry {
  @Field(() => ID, { description: 'The category id.' }) categoryId!: string;
  @Field(() => String, { description: "The category's name in the session's language." }) name!: string;
  @Field(() => String, { description: 'Storefront path of the category (SEO path, else /navigation/{id}).' })
  path!: string;
}

@InterfaceType({
  description:
    'What a storefront path shows: a CategoryPage, a ProductPage or a NotFoundPage (switch on __typename; render the 404 page for NotFoundPage). When `redirectTo` is set, the asked path is technical (/detail/{id}, /navigation/{id}) or not canonical: replace the location with it.',
  resolveType: (page: { kind: PageKind }) => page.kind,
})
export abstract class Page {
  /** Which object type this page is (not a GraphQL field). */
  kind!: PageKind;
  @Field(() => String, { description: 'The path asked for, without query and fragment.' }) requestedPath!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The canonical storefront path of what the page shows; null for NotFoundPage.',
  })
  canonicalPath!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The canonical path when it differs from the asked path, else null.',
  })
  redirectTo!: string | null;
  @Field(() => [BreadcrumbEntry], { description: 'Empty for the home and NotFoundPage.' })
  breadcrumb!: BreadcrumbEntry[];
  @Field(() => String, { nullable: true, description: "The document title's text (meta title, else the name)." })
  metaTitle!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The meta description for search engines; null when none (always for NotFoundPage).',
  })
  metaDescription!: string | null;
}

@ObjectType({
  implements: Page,
  description: 'A category: its content and whether to show its product listing (query productListing(categoryId)).',
})
export class CategoryPage extends Page {
  @Field(() => ID, { description: 'The category id (pass it to productListing).' }) categoryId!: string;
  @Field(() => String, { description: "The category's name in the session's language." }) name!: string;
  @Field(() => String, { nullable: true, description: 'Sanitised HTML shown above the listing.' }) descriptionHtml!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The meta keywords, comma-separated; null when none.' })
  metaKeywords!: string | null;
  @Field(() => Image, { nullable: true, description: "The category's image; null when it has none." })
  image!: Image | null;
  @Field(() => Boolean, { description: 'Whether the page lists products (a listing layout); false for content pages.' })
  listsProducts!: boolean;
  @Field(() => Boolean, { description: 'The home page (path /).' }) isHome!: boolean;
}

@ObjectType({ implements: Page, description: 'A product detail page.' })
export class ProductPage extends Page {
  @Field(() => Product, { description: 'The product the page shows.' }) product!: Product;
}

@ObjectType({ implements: Page, description: 'Nothing at this path: show the 404 page with `message`.' })
export class NotFoundPage extends Page {
  @Field(() => String, { description: 'NOT_FOUND, the code an unknown product gives as an error.' }) code!: string;
  @Field(() => String, { description: "The shop's not-found text in the request's language." }) message!: string;
}
