import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shop, useBrowser } from './support/browser.js';

/**
 * What this file is about: GRAPHQL_DOCUMENTS=trusted (docs/adr/0022). The shop's gateway here takes
 * only the web client's own operations, by their hash from the codegen manifest (the start script's
 * `trusted` gateway over the main shop's Store API); everything else is as in the other browser tests.
 */
const browser = useBrowser();

interface GraphQLExchange {
  operationName: string;
  sentText: boolean;
  sentHash: boolean;
  status: number;
  errors: unknown;
}

/** Every GraphQL request the page sends and what it was answered. */
function recordGraphQL(page: Page): GraphQLExchange[] {
  const exchanges: GraphQLExchange[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    const body = response.request().postDataJSON() as {
      operationName?: string;
      query?: string;
      extensions?: { persistedQuery?: { sha256Hash?: string } };
    };
    const answer = (await response.json().catch(() => ({ errors: 'not JSON' }))) as { errors?: unknown };
    exchanges.push({
      operationName: body.operationName ?? '?',
      sentText: typeof body.query === 'string',
      sentHash: typeof body.extensions?.persistedQuery?.sha256Hash === 'string',
      status: response.status(),
      errors: answer.errors ?? null,
    });
  });
  return exchanges;
}

describe('GRAPHQL_DOCUMENTS=trusted', () => {
  it('a shopper walks home → category → product → cart, each operation sent by its hash and answered', async () => {
    const { page } = await browser.context({ baseURL: shop().trusted.gatewayUrl });
    const exchanges = recordGraphQL(page);

    // The home page is rendered on the server, whose operations go through the same gateway.
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    expect(await home?.text()).toContain('href="/Weine/"');

    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link', { name: 'Weine' }).click();
    await page.waitForURL(/\/Weine\/$/);
    const card = page.getByTestId('product-card').filter({ hasText: 'Birkweiler Spätburgunder trocken 2021' });
    await card.getByRole('link', { name: 'Birkweiler Spätburgunder trocken 2021' }).first().click();

    await page.getByRole('heading', { level: 1, name: 'Birkweiler Spätburgunder trocken 2021' }).waitFor();
    await page.getByTestId('buy-box').getByRole('button', { name: 'In den Warenkorb' }).click();
    await page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: 'Birkweiler Spätburgunder trocken 2021 wurde in den Warenkorb gelegt.' })
      .waitFor();

    await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zum Warenkorb' }).click();
    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    await page.getByTestId('cart-line').filter({ hasText: 'Birkweiler Spätburgunder trocken 2021' }).waitFor();

    const names = exchanges.map(({ operationName }) => operationName);
    expect(names).toEqual(expect.arrayContaining(['CategoryListing', 'ProductCardAddToCart', 'Cart']));
    expect(exchanges.filter(({ status, errors }) => status !== 200 || errors !== null)).toEqual([]);
    expect(exchanges.filter(({ sentText, sentHash }) => sentText || !sentHash)).toEqual([]);
  });
});
