import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** WARNING: the request was not (fully) done as asked, e.g. a cart that cannot take more of a product. */
export const NotificationType = { SUCCESS: 'SUCCESS', INFO: 'INFO', WARNING: 'WARNING', ERROR: 'ERROR' } as const;
export type NotificationTypeValue = (typeof NotificationType)[keyof typeof NotificationType];
registerEnumType(NotificationType, {
  name: 'NotificationType',
  description: "The kind of a notification: the colour of the shop's toast.",
  valuesConfig: {
    SUCCESS: { description: 'The request was done as asked (e.g. added to the cart, password changed).' },
    INFO: { description: 'Done, with a correction to know (e.g. a quantity raised to the minimum or purchase steps).' },
    WARNING: {
      description: 'The request was not (fully) done as asked, e.g. a cart that cannot take more of a product.',
    },
    ERROR: { description: 'The request was refused (e.g. a sold-out product, an unknown promotion code).' },
  },
});

/** Shared by every mutation that answers a toast for the shopper (cart, promotion codes, wishlist …). */
@ObjectType({
  description:
    "A message for the shopper's notification stack (success, info, warning or error), in the request's language.",
})
export class Notification {
  @Field(() => NotificationType, { description: 'How the toast is shown (its colour).' }) type!: NotificationTypeValue;
  @Field(() => String, { description: "The text to show, in the request's language." }) message!: string;
}
