import { z } from 'zod';

const DEFAULT_ACCESS_KEY = 'SWSCWEINGUTDEMO0000000000';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The Shopware (or emulator) base URL, without /store-api. */
  SHOPWARE_ENDPOINT: z.string().url().default('http://127.0.0.1:8000'),
  SHOPWARE_ACCESS_KEY: z.string().min(1).default(DEFAULT_ACCESS_KEY),
  /** Time-out of one Store API call (the spec's 10 s). */
  SHOPWARE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  /** The GraphQL IDE at GET /graphql and introspection: on by default outside production. */
  GRAPHQL_IDE: z.enum(['on', 'off', 'auto']).default('auto'),
  /** The built web client served at / (absent until it is built). */
  WEB_DIST: z.string().default('../web/dist'),
  /** The storefront's public address, when the gateway runs behind a proxy with another host. */
  STOREFRONT_URL: z.string().url().optional(),
});

export interface GatewayConfig {
  port: number;
  host: string;
  production: boolean;
  shopware: { endpoint: string; accessKey: string; timeoutMs: number };
  ide: boolean;
  webDist: string;
  storefrontUrl: string | undefined;
}

/** Parses the environment once at start; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  return {
    port: values.PORT,
    host: values.HOST,
    production,
    shopware: {
      endpoint: values.SHOPWARE_ENDPOINT.replace(/\/+$/, ''),
      accessKey: values.SHOPWARE_ACCESS_KEY,
      timeoutMs: values.SHOPWARE_TIMEOUT_MS,
    },
    ide: values.GRAPHQL_IDE === 'on' || (values.GRAPHQL_IDE === 'auto' && !production),
    webDist: values.WEB_DIST,
    storefrontUrl: values.STOREFRONT_URL?.replace(/\/+$/, ''),
  };
}
