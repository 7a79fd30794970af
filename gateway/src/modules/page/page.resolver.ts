import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { checkPath } from '../catalog/catalog.args.js';
import { loadPage } from './page.service.js';
import { Page } from './page.type.js';

@Resolver()
export class PageResolver {
  @Query(() => Page, {
    nullable: true,
    description:
      'The page at a storefront path: / (home), a category SEO path (/Weine/Rotwein/), a product SEO path (/Riesling-trocken-2024/WB-W-2001) or a technical path (/navigation/{id}, /detail/{id}). Never null: nothing there gives a NotFoundPage.',
  })
  page(
    @Arg('path', () => String, {
      description:
        'The storefront path, starting with a single / and at most 2000 characters (BAD_USER_INPUT otherwise); query and fragment are ignored.',
    })
    path: string,
    @Ctx() context: GatewayContext,
  ): Promise<Page> {
    return loadPage(context, checkPath('path', path, context.locale));
  }
}
