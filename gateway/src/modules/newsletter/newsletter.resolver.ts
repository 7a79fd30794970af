import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { ConfirmationInput } from '../account/account.inputs.js';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service.js';
import { NewsletterPayload, NewsletterSubscribePayload, NewsletterSubscriptionInput } from './newsletter.type.js';

/** The newsletter: subscription with double opt-in, its confirmation link, a customer's unsubscription. The status is Customer.newsletterStatus. */
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
    description:
      "Unsubscribes the logged-in customer's own e-mail address (the account page's newsletter toggle). " +
      'Anonymous visitors and guest sessions are refused alike for any address: UNAUTHENTICATED (field null), ' +
      'as Shopware mails no unsubscribe link that could prove an address. An address that never subscribed is ' +
      'answered like a subscribed one (success). RATE_LIMITED (field null) with the wait in seconds per client ' +
      "address after three in a row (Shopware's newsletter steps: then 30 s apart; from 5 on 60 s, from 10 on 90 s).",
  })
  unsubscribeNewsletter(
    @Arg('email', () => String, {
      nullable: true,
      deprecationReason: "Not needed: the logged-in customer's own address is unsubscribed. Leave it out.",
      description:
        "Optional: the customer's own address, in any case; another address is refused with EMAIL_NOT_OWN on " +
        'email and nothing is unsubscribed (EMAIL_INVALID, TOO_LONG when malformed). Null or empty: the own address.',
    })
    email: string | null | undefined,
    @Ctx() context: GatewayContext,
  ): Promise<NewsletterPayload> {
    return unsubscribeNewsletter(context, email);
  }
}
