import { SessionResolver } from '../modules/session/session.resolver.js';

/** Every resolver class of the schema, one line per area. */
export const resolvers = [SessionResolver] as const;
