import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { sendContactForm } from './contact.service.js';
import { ContactFormInput, ContactFormPayload } from './contact.type.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactFormPayload, { description: 'Sends the contact form to the shop.' })
  sendContactForm(
    @Arg('input', () => ContactFormInput, {
      description: 'The contact form; refused fields come back as userErrors naming them.',
    })
    input: ContactFormInput,
    @Ctx() context: GatewayContext,
  ): Promise<ContactFormPayload> {
    return sendContactForm(context, input);
  }
}
