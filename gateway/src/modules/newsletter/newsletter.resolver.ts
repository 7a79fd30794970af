import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { ConfirmationInput } from '../account/account.inputs.js';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service.js';
import { NewsletterPayload, NewsletterSubscribePayload, NewsletterSubscriptionInput } from './newsletter.type.js';

/** The newsletter: subscription with double opt-in, its confirmation link, unsubscription. The status is Customer.newsletterStatus. */
@Resolver()
export class NewsletterResolver {
  @Mutation(() => NewsletterSubscribePayload, {
    description:
      'Subscribes an e-mail address; visitors confirm it with the mailed link (/newsletter-subscribe?em=…&hash=…).',
  })
  subscribeNewsletter(
    @Arg('input', () => NewsletterSubscriptionInput, { description: 'The subscription form.' })
    input: NewsletterSubscriptionInput,
    @Ctx() context: GatewayContext,
  ): Promise<NewsletterSubscribePayload> {
    return subscribeNewsletter(context, input);
  }

  @Mutation(() => NewsletterPayload, { description: 'Confirms a subscription with the mailed link (hash and em).' })
  confirmNewsletter(
    @Arg('input', () => ConfirmationInput, { description: 'hash and em of the mailed confirmation link.' })
    input: ConfirmationInput,
    @Ctx() context: GatewayContext,
  ): Promise<NewsletterPayload> {
    return confirmNewsletter(context, input);
  }

  @Mutation(() => NewsletterPayload, {
    description: 'Unsubscribes an e-mail address (NEWSLETTER_RECIPIENT_NOT_FOUND when it never subscribed).',
  })
  unsubscribeNewsletter(
    @Arg('email', () => String, { description: 'The subscribed e-mail address (REQUIRED, TOO_LONG, EMAIL_INVALID).' })
    email: string,
    @Ctx() context: GatewayContext,
  ): Promise<NewsletterPayload> {
    return unsubscribeNewsletter(context, email);
  }
}
