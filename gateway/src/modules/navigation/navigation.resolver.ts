import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { categoryDescriptionHtml } from '../page/page.mapper.js';
import { loadNavigation } from './navigation.service.js';
import { NavigationType } from './navigation.enums.js';
import { NavigationEntry } from './navigation.type.js';

@Resolver(() => NavigationEntry)
export class NavigationResolver {
  @Query(() => [NavigationEntry], {
    nullable: true,
    description:
      "A navigation tree in the session's language: MAIN three levels deep (header, mega menu), FOOTER and SERVICE two.",
  })
  navigation(
    @Arg('type', () => NavigationType, { description: 'Which tree: MAIN, FOOTER or SERVICE.' }) type: NavigationType,
    @Ctx() context: GatewayContext,
  ): Promise<NavigationEntry[]> {
    return loadNavigation(context, type);
  }

  /**
   * Not part of the tree's read, which every page makes for its menus: the footer's legal pages
   * would carry their whole texts. Asked for, the entries' categories come in one batched read.
   */
  @FieldResolver(() => String, {
    nullable: true,
    description: "The category's description as sanitised HTML (as Product.descriptionHtml); null without one.",
  })
  async descriptionHtml(@Root() entry: NavigationEntry, @Ctx() context: GatewayContext): Promise<string | null> {
    const category = await context.loaders.categoriesById.load(entry.id);
    return category ? categoryDescriptionHtml(category) : null;
  }
}
