import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { inputDescriptions } from '../shared/input-descriptions.js';
import { UserError } from '../../errors/user-error.type.js';

@InputType({ description: 'The contact form: subject, message and the data-protection consent.' })
export class ContactFormInput {
  @Field(() => ID, { nullable: true, description: inputDescriptions.salutationId }) salutationId?: string | null;
  @Field(() => String, { description: 'Required, at most 255 characters (REQUIRED, TOO_LONG).' }) firstName!: string;
  @Field(() => String, { description: 'Required, at most 255 characters (REQUIRED, TOO_LONG).' }) lastName!: string;
  @Field(() => String, { description: `The address the shop answers to. ${inputDescriptions.email}` }) email!: string;
  @Field(() => String, { nullable: true, description: inputDescriptions.phoneNumber }) phone?: string | null;
  @Field(() => String, { description: 'Required, at most 255 characters (REQUIRED, TOO_LONG).' }) subject!: string;
  @Field(() => String, { description: 'The message: required, at most 5000 characters (REQUIRED, TOO_LONG).' })
  comment!: string;
  @Field(() => Boolean, {
    description:
      "The data-protection consent; false is refused with DATA_PROTECTION_NOT_ACCEPTED ('fill in the form correctly and accept the regulations').",
  })
  dataProtectionAccepted!: boolean;
  @Field(() => ID, { nullable: true, description: 'The category (page) the form is on, for a form of a CMS page.' })
  navigationId?: string | null;
  @Field(() => ID, { nullable: true, description: "The form's CMS slot, whose receivers and success message apply." })
  slotId?: string | null;
}

@ObjectType({ description: 'The answer of sendContactForm.' })
export class ContactFormPayload {
  @Field(() => Boolean, { description: 'The message was sent (true exactly when userErrors is empty).' })
  success!: boolean;
  @Field(() => String, { nullable: true, description: "The shop's own success message for this form, if it has one." })
  message!: string | null;
  @Field(() => [UserError], { description: 'Refused input naming its field, RATE_LIMITED with the wait …' })
  userErrors!: UserError[];
}
