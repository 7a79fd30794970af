import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "An expected refusal of a mutation (wrong password, unknown promotion code, invalid input …): data for the form, not an exception. `field` names the input field (dot path, e.g. 'billingAddress.city') or is null for the whole form.",
})
export class UserError {
  @Field(() => String, {
    nullable: true,
    description: "The input field refused, as a dot path (e.g. 'billingAddress.city'); null for the whole form.",
  })
  field!: string | null;
  @Field(() => String, {
    description: 'Stable code to switch on, e.g. EMAIL_INVALID, INVALID_CREDENTIALS, PROMOTION_NOT_FOUND.',
  })
  code!: string;
  @Field(() => String, { description: "Message in the request's language." }) message!: string;
  @Field(() => Int, {
    nullable: true,
    description:
      'For a limit (RATE_LIMITED, CUSTOMER_AUTH_THROTTLED): the whole seconds to wait before trying again, as the HTTP Retry-After header of the answer says too; null for any other refusal.',
  })
  retryAfterSeconds?: number | null;
}
