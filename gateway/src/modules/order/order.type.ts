import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PostalAddress } from '../address/address.type.js';
import { PriceTotals, TaxAmount } from '../cart/cart.type.js';
import { Image } from '../shared/image.type.js';
import { Money } from '../shared/money.type.js';
import { UserError } from '../../errors/user-error.type.js';
import { PaymentMethod, ShippingMethod } from '../system/system.type.js';
import type { PaymentStatusValue } from './payment-status.js';

export const PaymentStatus = { CREATED: 'CREATED', PAID: 'PAID', NOT_PAID: 'NOT_PAID' } as const;
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description:
    "The payment of an order, from its current transaction's state: PAID (paid, paid_partially); NOT_PAID (failed, cancelled, reminded, unconfirmed, chargeback, refunded, refunded_partially: pay again, e.g. with another method); CREATED (open, in_progress, authorized and any other: under way).",
  valuesConfig: {
    CREATED: { description: 'Under way: open, in_progress, authorized or any other state; nothing to do yet.' },
    PAID: { description: 'Paid (paid, paid_partially).' },
    NOT_PAID: {
      description:
        'Failed, cancelled, reminded, unconfirmed, chargeback or refunded: pay again (changeOrderPaymentMethod, handlePayment).',
    },
  },
});

@ObjectType({ description: 'A state of an order, its payment or its delivery.' })
export class StateMachineState {
  @Field(() => String, { description: 'e.g. open, in_progress, completed, cancelled; paid, failed …' })
  technicalName!: string;
  @Field(() => String, { description: "In the session's language, e.g. Offen." }) name!: string;
}

@ObjectType({ implements: PostalAddress, description: 'An address of an order (a copy made when it was placed).' })
export class OrderAddress extends PostalAddress {}

@ObjectType({ description: 'A position of an order: a product, or a promotion (negative price).' })
export class OrderLineItem {
  @Field(() => ID, { description: 'The order line item id.' }) id!: string;
  @Field(() => String, { description: 'product, promotion, custom …' }) type!: string;
  @Field(() => ID, { nullable: true, description: 'The product of a product line; null for other lines.' })
  productId!: string | null;
  @Field(() => String, { description: "The line's name as it was when the order was placed." }) label!: string;
  @Field(() => Int, { description: 'How many were ordered.' }) quantity!: number;
  @Field(() => Money, { description: 'The price of one unit as ordered (negative for a promotion).' })
  unitPrice!: Money;
  @Field(() => Money, { description: 'Unit price × quantity (negative for a promotion).' }) totalPrice!: Money;
  @Field(() => Image, { nullable: true, description: "The product's cover image; null when it has none." })
  cover!: Image | null;
  @Field(() => String, { nullable: true, description: 'The code of a promotion line.' }) promotionCode!: string | null;
}

@ObjectType({ description: "An order's invoice as Shopware holds it (a PDF document of the order)." })
export class OrderInvoice {
  @Field(() => ID, { description: "The invoice document's id in Shopware (part of downloadUrl)." }) id!: string;
  @Field(() => String, { description: 'The invoice number, e.g. RE-10023.' }) number!: string;
  @Field(() => String, {
    description:
      "The gateway's download path of the PDF (/order-documents/{orderId}/{invoiceId}); it answers only the session that owns the order (404 for anyone else).",
  })
  downloadUrl!: string;
}

@ObjectType({
  description: 'An order of the customer (or of the guest session), as the success page and the account show it.',
})
export class Order {
  @Field(() => ID, { description: 'The order id (order, handlePayment, cancelOrder).' }) id!: string;
  @Field(() => String, { description: "The shop's order number the shopper quotes, e.g. 10042." }) orderNumber!: string;
  @Field(() => String, { description: 'ISO date-time of the order.' }) orderDate!: string;
  @Field(() => StateMachineState, { description: 'The order state (open, in_progress, completed, cancelled).' })
  state!: StateMachineState;
  @Field(() => PaymentStatus, { description: 'Paid, not paid (pay again) or under way.' })
  paymentStatus!: PaymentStatusValue;
  @Field(() => StateMachineState, { nullable: true, description: "The current payment transaction's state." })
  transactionState!: StateMachineState | null;
  @Field(() => Boolean, {
    description: 'Whether changeOrderPaymentMethod may choose another payment method (e.g. after a failed payment).',
  })
  isPaymentMethodChangeable!: boolean;
  @Field(() => PaymentMethod, { nullable: true, description: "The current transaction's payment method." })
  paymentMethod!: PaymentMethod | null;
  @Field(() => ShippingMethod, {
    nullable: true,
    description: "The delivery's shipping method; null without delivery.",
  })
  shippingMethod!: ShippingMethod | null;
  @Field(() => StateMachineState, {
    nullable: true,
    description: "The delivery's state (open, shipped, returned …); null without delivery.",
  })
  deliveryState!: StateMachineState | null;
  @Field(() => OrderAddress, { nullable: true, description: 'The billing address as ordered; null when missing.' })
  billingAddress!: OrderAddress | null;
  @Field(() => OrderAddress, {
    nullable: true,
    description: 'The delivery address as ordered (the billing address when none of its own); null when missing.',
  })
  shippingAddress!: OrderAddress | null;
  @Field(() => [OrderLineItem], { description: 'By position.' }) lineItems!: OrderLineItem[];
  @Field(() => Money, { description: 'The shipping costs charged, gross.' }) shippingCosts!: Money;
  @Field(() => [TaxAmount], { description: 'The VAT breakdown by rate.' }) taxes!: TaxAmount[];
  @Field(() => PriceTotals, { description: 'Subtotal, positions, net and total of the order.' }) totals!: PriceTotals;
  @Field(() => String, { nullable: true, description: 'The e-mail address the order was placed with.' })
  customerEmail!: string | null;
  @Field(() => String, { nullable: true, description: "The shopper's note from the checkout; null when none." })
  customerComment!: string | null;
  @Field(() => OrderInvoice, {
    nullable: true,
    description: 'The newest invoice Shopware holds for the order; null while it has none.',
  })
  invoice!: OrderInvoice | null;
}

@ObjectType({ description: "A page of the customer's orders, newest first." })
export class OrderPage {
  @Field(() => [Order], { description: 'The orders of this page.' }) orders!: Order[];
  @Field(() => Int, { description: 'All orders of the customer.' }) total!: number;
  @Field(() => Int, { description: 'The page answered, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Orders per page.' }) limit!: number;
}

@ObjectType({ description: 'The answer of an order mutation: the order afterwards, or why it was refused.' })
export class OrderPayload {
  @Field(() => Order, { nullable: true, description: 'The order after the change; null when refused.' })
  order!: Order | null;
  @Field(() => [UserError], { description: 'Why the change was refused; empty when done.' }) userErrors!: UserError[];
}

@ObjectType({
  description:
    "The answer of handlePayment: where to send the shopper (a payment provider, or the errorUrl after a failed payment), or null when nothing is left to do; and the order's payment status.",
})
export class PaymentPayload {
  @Field(() => String, {
    nullable: true,
    description: "Where to send the shopper's browser next (the provider's page or the errorUrl); null when nowhere.",
  })
  redirectUrl!: string | null;
  @Field(() => PaymentStatus, {
    nullable: true,
    description: 'Null when the status could not be read (PAYMENT_STATUS_ERROR).',
  })
  paymentState!: PaymentStatusValue | null;
  @Field(() => [UserError], {
    description: 'ORDER_NOT_PAID when the payment failed; PAYMENT_STATUS_ERROR; ORDER_NOT_FOUND; URL_INVALID.',
  })
  userErrors!: UserError[];
}
