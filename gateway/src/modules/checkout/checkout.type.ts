import { Field, InputType, ObjectType } from 'type-graphql';
import { CustomerAddress } from '../address/address.type.js';
import { Cart } from '../cart/cart.type.js';
import { Order } from '../order/order.type.js';
import { UserError } from '../../errors/user-error.type.js';
import { PaymentMethod, ShippingMethod } from '../system/system.type.js';

@ObjectType({ description: 'The checkout of the session: what is chosen, what may be chosen, and the cart.' })
export class Checkout {
  @Field(() => ShippingMethod, {
    nullable: true,
    description: 'The chosen shipping method (the cart is priced with it).',
  })
  shippingMethod!: ShippingMethod | null;
  @Field(() => PaymentMethod, { nullable: true, description: 'The chosen payment method; null when none is set.' })
  paymentMethod!: PaymentMethod | null;
  @Field(() => [ShippingMethod], { description: "The shipping methods the session's cart and customer may use." })
  shippingMethods!: ShippingMethod[];
  @Field(() => [PaymentMethod], { description: "The payment methods the session's cart and customer may use." })
  paymentMethods!: PaymentMethod[];
  @Field(() => CustomerAddress, {
    nullable: true,
    description: 'The billing address of the order; null without a customer or guest.',
  })
  billingAddress!: CustomerAddress | null;
  @Field(() => CustomerAddress, {
    nullable: true,
    description: 'The delivery address of the order; null without a customer or guest.',
  })
  shippingAddress!: CustomerAddress | null;
  @Field(() => Cart, { description: "The session's cart, priced with the chosen methods and addresses." }) cart!: Cart;
}

@ObjectType({
  description: 'The answer of a checkout choice: the checkout afterwards (the cart repriced), or why it was refused.',
})
export class CheckoutPayload {
  @Field(() => Checkout, { nullable: true, description: 'The checkout after the choice; null when refused.' })
  checkout!: Checkout | null;
  @Field(() => [UserError], {
    description:
      'Why the choice was refused (METHOD_NOT_FOUND, CUSTOMER_ADDRESS_NOT_FOUND, REQUIRED …); empty when done.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'The last step of the checkout.' })
export class PlaceOrderInput {
  @Field(() => Boolean, { description: 'The terms and conditions must be accepted (TERMS_NOT_ACCEPTED otherwise).' })
  termsAccepted!: boolean;
  @Field(() => Boolean, {
    description: 'The shopper confirms being of legal age to buy alcohol (AGE_NOT_CONFIRMED otherwise).',
  })
  ageConfirmed!: boolean;
  @Field(() => String, { nullable: true, description: 'A note for the winery (at most 1000 characters).' })
  customerComment?: string | null;
}

@ObjectType({
  description:
    'The answer of placeOrder: the order for the success page (pay it next with handlePayment), or why it was refused.',
})
export class PlaceOrderPayload {
  @Field(() => Order, { nullable: true, description: 'The placed order; null when refused.' }) order!: Order | null;
  @Field(() => [UserError], {
    description: 'TERMS_NOT_ACCEPTED, AGE_NOT_CONFIRMED, ORDER_NOT_PLACEABLE (empty or invalid cart) …',
  })
  userErrors!: UserError[];
}
