import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { switchContext } from './localization.service.js';
import { ContextSwitchPayload } from './localization.type.js';

/** The domain switch: the session's language and currency (docs/behaviour/states.md). */
@Resolver()
export class LocalizationResolver {
  @Mutation(() => ContextSwitchPayload, {
    description: "Switches the session's language (an id of `languages`); kept in the sw-language-id cookie.",
  })
  switchLanguage(
    @Arg('languageId', () => ID, { description: 'Language.id of one of `languages` (ID_INVALID when not an id).' })
    languageId: string,
    @Ctx() context: GatewayContext,
  ): Promise<ContextSwitchPayload> {
    return switchContext(context, { languageId });
  }

  @Mutation(() => ContextSwitchPayload, { description: "Switches the session's currency (an id of `currencies`)." })
  switchCurrency(
    @Arg('currencyId', () => ID, { description: 'Currency.id of one of `currencies` (ID_INVALID when not an id).' })
    currencyId: string,
    @Ctx() context: GatewayContext,
  ): Promise<ContextSwitchPayload> {
    return switchContext(context, { currencyId });
  }
}
