import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../../errors/user-error.type.js';
import { inputDescriptions } from '../shared/input-descriptions.js';
import { NewsletterStatus } from './newsletter-status.js';

@InputType({ description: 'A newsletter subscription (the /newsletter-subscribe form, or the account).' })
export class NewsletterSubscriptionInput {
  @Field(() => String, { description: inputDescriptions.email }) email!: string;
  @Field(() => ID, { nullable: true, description: 'Salutation.id; optional.' })
  salutationId?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional, at most 255 characters (TOO_LONG).' })
  firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional, at most 255 characters (TOO_LONG).' })
  lastName?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The storefront the confirmation link points to (on one of the shop's own origins, STOREFRONT_URL; URL_INVALID otherwise); by default the domain of the session's language.",
  })
  storefrontUrl?: string | null;
}

@ObjectType({ description: 'The answer of subscribeNewsletter.' })
export class NewsletterSubscribePayload {
  @Field(() => NewsletterStatus, { nullable: true, description: 'Null when refused.' })
  status!: NewsletterStatus | null;
  @Field(() => Boolean, {
    description: 'A confirmation link was mailed (double opt-in): PENDING until it is followed.',
  })
  needsConfirmation!: boolean;
  @Field(() => [UserError], { description: 'Refused input, RATE_LIMITED with the wait …' }) userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of confirmNewsletter / unsubscribeNewsletter.' })
export class NewsletterPayload {
  @Field(() => Boolean, { description: 'Done (true exactly when userErrors is empty).' }) success!: boolean;
  @Field(() => [UserError], {
    description:
      'confirmNewsletter: CONFIRMATION_LINK_INVALID, NEWSLETTER_RECIPIENT_NOT_FOUND (an unknown link) …; ' +
      'unsubscribeNewsletter: UNAUTHENTICATED, EMAIL_NOT_OWN, RATE_LIMITED with the wait …',
  })
  userErrors!: UserError[];
}
