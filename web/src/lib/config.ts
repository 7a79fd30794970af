export interface WebConfig {
  /** Where the gateway answers GraphQL; same origin by default (the gateway serves this client). */
  graphqlUrl: string;
  /** The shop's public address for canonical links; the page's own origin by default. */
  storefrontUrl: string;
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the build's environment once; a bad value stops the start with a message naming it. Two
 * values need no schema library in the first page's JavaScript.
 */
export function parseConfig(env: Record<string, unknown>, origin: string): WebConfig {
  const { VITE_GRAPHQL_URL: graphqlUrl, VITE_STOREFRONT_URL: storefrontUrl } = env;
  const problems = [
    graphqlUrl !== undefined && (typeof graphqlUrl !== 'string' || graphqlUrl === '')
      ? 'VITE_GRAPHQL_URL: a path or address is required'
      : null,
    storefrontUrl !== undefined && (typeof storefrontUrl !== 'string' || !isAbsoluteUrl(storefrontUrl))
      ? 'VITE_STOREFRONT_URL: Invalid url'
      : null,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Invalid web client configuration: ${problems.join('; ')}`);
  return {
    graphqlUrl: (graphqlUrl as string | undefined) ?? '/graphql',
    storefrontUrl: ((storefrontUrl as string | undefined) ?? origin).replace(/\/+$/, ''),
  };
}

export const config: WebConfig = parseConfig(
  import.meta.env,
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
);
