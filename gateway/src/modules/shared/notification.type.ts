import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** WARNING: the request was not (fully) done as asked, e.g. a cart that cannot take more of a product. */
export const NotificationType = { SUCCESS: 'SUCCESS', INFO: 'INFO', WARNING: 'WARNING', ERROR: 'ERROR' } as const;
export type NotificationTypeValue = (typeof NotificationType)[keyof typeof NotificationType];
registerEnumType(NotificationType, {
  name: 'NotificationType',
  description: "The kind of a notification: the colour of the shop's toast.",
});

/** Shared by every mutation that answers a toast for the shopper (cart, promotion codes, wishlist …). */
@ObjectType({ description: "A message for the shopper's notification stack (spec §8), in the request's language." })
export class Notification {
  @Field(() => NotificationType) type!: NotificationTypeValue;
  @Field(() => String) message!: string;
}
