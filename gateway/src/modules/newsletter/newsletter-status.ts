import { registerEnumType } from 'type-graphql';

export const NewsletterStatus = {
  NOT_SUBSCRIBED: 'NOT_SUBSCRIBED',
  PENDING: 'PENDING',
  SUBSCRIBED: 'SUBSCRIBED',
  UNSUBSCRIBED: 'UNSUBSCRIBED',
} as const;
export type NewsletterStatus = (typeof NewsletterStatus)[keyof typeof NewsletterStatus];

registerEnumType(NewsletterStatus, {
  name: 'NewsletterStatus',
  description:
    'A newsletter subscription: none, waiting for the confirmation link (double opt-in), subscribed, or unsubscribed.',
  valuesConfig: {
    NOT_SUBSCRIBED: { description: "Never subscribed (Shopware's 'undefined')." },
    PENDING: { description: "Subscribed, the mailed confirmation link not yet followed (Shopware's 'notSet')." },
    SUBSCRIBED: {
      description: "Confirmed, or subscribed directly by a logged-in customer (Shopware's 'optIn' / 'direct').",
    },
    UNSUBSCRIBED: { description: "Unsubscribed (Shopware's 'optOut')." },
  },
});

/** Shopware's newsletter recipient status as the shop's. */
export function newsletterStatusOf(status: string | null | undefined): NewsletterStatus {
  switch (status) {
    case 'notSet':
      return NewsletterStatus.PENDING;
    case 'optIn':
    case 'direct':
      return NewsletterStatus.SUBSCRIBED;
    case 'optOut':
      return NewsletterStatus.UNSUBSCRIBED;
    default:
      return NewsletterStatus.NOT_SUBSCRIBED;
  }
}
