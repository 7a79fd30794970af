import { Ctx, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { loadSession } from './session.service.js';
import { Session } from './session.type.js';

@Resolver(() => Session)
export class SessionResolver {
  @Query(() => Session, { nullable: true, description: "The shopper's session (anonymous, guest or customer)." })
  session(@Ctx() context: GatewayContext): Promise<Session> {
    return loadSession(context);
  }
}
