import { Field, ObjectType } from 'type-graphql';
import { Session } from '../session/session.type.js';
import { UserError } from '../../errors/user-error.type.js';

@ObjectType({
  description: 'The answer of a language or currency switch: the session in its new language and currency.',
})
export class ContextSwitchPayload {
  @Field(() => Session, { nullable: true, description: 'Null when refused.' }) session!: Session | null;
  @Field(() => String, {
    nullable: true,
    description: "The address of the new language's sales-channel domain, when Shopware names one.",
  })
  redirectUrl!: string | null;
  @Field(() => [UserError], {
    description: 'ID_INVALID, or an unknown id (ENTITY_DOES_NOT_EXISTS) on languageId / currencyId.',
  })
  userErrors!: UserError[];
}
