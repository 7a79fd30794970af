import { z } from 'zod';

const schema = z.object({
  /** Where the gateway answers GraphQL; same origin by default (the gateway serves this client). */
  VITE_GRAPHQL_URL: z.string().min(1).default('/graphql'),
  /** The shop's public address for canonical links; the page's own origin by default. */
  VITE_STOREFRONT_URL: z.string().url().optional(),
});

export interface WebConfig {
  graphqlUrl: string;
  storefrontUrl: string;
}

/** Parses the build's environment once; a bad value stops the start with a message naming it. */
export function parseConfig(env: Record<string, unknown>, origin: string): WebConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web client configuration: ${problems.join('; ')}`);
  }
  return {
    graphqlUrl: parsed.data.VITE_GRAPHQL_URL,
    storefrontUrl: (parsed.data.VITE_STOREFRONT_URL ?? origin).replace(/\/+$/, ''),
  };
}

export const config: WebConfig = parseConfig(import.meta.env, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
