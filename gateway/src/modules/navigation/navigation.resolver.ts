import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { loadNavigation } from './navigation.service.js';
import { NavigationType } from './navigation.enums.js';
import { NavigationEntry } from './navigation.type.js';

@Resolver(() => NavigationEntry)
export class NavigationResolver {
  @Query(() => [NavigationEntry], { nullable: true,
    description: "A navigation tree in the session's language: MAIN three levels deep (header, mega menu), FOOTER and SERVICE two.",
  })
  navigation(@Arg('type', () => NavigationType) type: NavigationType, @Ctx() context: GatewayContext): Promise<NavigationEntry[]> {
    return loadNavigation(context, type);
  }
}
