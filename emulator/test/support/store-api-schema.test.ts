import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import {
  SCHEMA_CORRECTIONS,
  expectStoreApiResponse,
  resolveStoreApiPath,
  storeApiSchemaFile,
  toMatchStoreApiContract,
  validateStoreApiResponse,
} from './store-api-schema.js';

const notFoundBody = {
  errors: [
    {
      status: '404',
      code: 'CONTENT__PRODUCT_NOT_FOUND',
      title: 'Not Found',
      detail: 'Product for id x not found.',
      meta: { parameters: { productId: 'x' } },
    },
  ],
};

const currency = {
  id: 'b7d2554b0ce847cd82f3ac9bd1c0dfca',
  factor: 1,
  symbol: '€',
  isoCode: 'EUR',
  shortName: 'EUR',
  name: 'Euro',
  position: 1,
  isSystemDefault: true,
  itemRounding: { decimals: 2, interval: 0.01, roundForNet: true },
  totalRounding: { decimals: 2, interval: 0.01, roundForNet: true },
  translated: { shortName: 'EUR', name: 'Euro' },
  apiAlias: 'currency',
};

function listingBody(): Record<string, unknown> {
  return {
    entity: 'product',
    total: 0,
    aggregations: [],
    page: 1,
    limit: 24,
    elements: [],
    sorting: 'name-asc',
    availableSortings: [
      {
        label: 'Name A-Z',
        translated: { label: 'Name A-Z' },
        key: 'name-asc',
        priority: 2,
        apiAlias: 'product_sorting',
      },
    ],
    currentFilters: {
      navigationId: '0190c1b5d4f27a3b8d3c5e1f2a4b6c8d',
      manufacturer: [],
      price: { min: 0, max: 0 },
      rating: null,
      'shipping-free': false,
      properties: [],
    },
    apiAlias: 'product_listing',
  };
}

/** A CalculatedPrice as Shopware's ProductPriceCalculator encodes it (all required keys, no reference/list price). */
function calculatedPrice(quantity: number, unitPrice: number): Record<string, unknown> {
  const totalPrice = Math.round(quantity * unitPrice * 100) / 100;
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: [
      {
        tax: Math.round((totalPrice - totalPrice / 1.19) * 100) / 100,
        taxRate: 19,
        price: totalPrice,
        apiAlias: 'cart_tax_calculated',
      },
    ],
    taxRules: [{ taxRate: 19, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

function productBody(calculatedPrices: unknown[]): Record<string, unknown> {
  return {
    id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    taxId: '1b2c3d4e5f60718293a4b5c6d7e8f90a',
    productNumber: 'SW10001',
    stock: 10,
    name: 'Riesling trocken',
    type: 'physical',
    calculatedPrice: calculatedPrice(1, 12.9),
    calculatedPrices,
    translated: { name: 'Riesling trocken' },
    seoCategory: {
      id: '0190c1b5d4f27a3b8d3c5e1f2a4b6c8d',
      name: 'Weine',
      type: 'page',
      childCount: 0,
      breadcrumb: ['Weine'],
      translated: { breadcrumb: ['Weine'] },
      children: [],
      apiAlias: 'category',
    },
    apiAlias: 'product',
  };
}

/** RFC 6901 pointer (`#/a/b~1c`) into a parsed JSON document; `undefined` if absent. */
function resolvePointer(root: unknown, pointer: string): unknown {
  let cur: unknown = root;
  for (const raw of pointer.replace(/^#/, '').split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!cur || typeof cur !== 'object' || !Object.hasOwn(cur, token)) return undefined;
    cur = (cur as Record<string, unknown>)[token];
  }
  return cur;
}

describe('store-api-schema support', () => {
  it('locates the OpenAPI document of @shopware/api-client', () => {
    expect(storeApiSchemaFile()).toMatch(/@shopware[\\/]api-client[\\/]api-types[\\/]storeApiSchema\.json$/);
  });

  describe('error bodies (failure / error)', () => {
    it('accepts a minimal Shopware 404 body for POST /product/{productId}', () => {
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/product/{productId}',
        status: 404,
        body: notFoundBody,
      });
      expect(r.errors).toEqual([]);
      expect(r.valid).toBe(true);
      expect(r.schemaPointer).toBe('#/components/responses/404/content/application~1json/schema');
    });

    it('rejects an error entry with an unknown property (error has additionalProperties: false)', () => {
      const body = { errors: [{ ...notFoundBody.errors[0], message: 'not allowed here' }] };
      const r = validateStoreApiResponse({ method: 'POST', path: '/product/{productId}', status: 404, body });
      expect(r.valid).toBe(false);
      expect(r.errors.join('\n')).toMatch(
        /\/errors\/0 must NOT have additional properties \(additionalProperty: "message"\)/,
      );
    });

    it('rejects a body without `errors` and with extra top-level keys', () => {
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/product/{productId}',
        status: 404,
        body: { message: 'x' },
      });
      expect(r.valid).toBe(false);
      expect(r.errors.join('\n')).toMatch(/must have required property 'errors'/);
    });
  });

  describe('POST /currency 200 (CurrencyListResponse: array of Currency)', () => {
    it('accepts a valid currency list', () => {
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/store-api/currency',
        status: 200,
        body: [currency],
      });
      expect(r.errors).toEqual([]);
      expect(r.schemaPointer).toBe('#/components/responses/CurrencyListResponse/content/application~1json/schema');
    });

    it('rejects a currency without itemRounding and with a string factor', () => {
      const { itemRounding: _omit, ...rest } = currency;
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/currency',
        status: 200,
        body: [{ ...rest, factor: '1' }],
      });
      expect(r.valid).toBe(false);
      const text = r.errors.join('\n');
      expect(text).toMatch(/\/0 must have required property 'itemRounding'/);
      expect(text).toMatch(/\/0\/factor must be number — value: "1"/);
    });

    it('rejects an EntitySearchResult-shaped object where a plain array is documented', () => {
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/currency',
        status: 200,
        body: { elements: [currency], total: 1, apiAlias: 'dal_entity_search_result' },
      });
      expect(r.valid).toBe(false);
      expect(r.errors.join('\n')).toMatch(/\(root\) must be array/);
    });
  });

  describe('POST /product-listing/{categoryId} 200 (ProductListingResult)', () => {
    it('accepts an empty but complete listing', () => {
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/store-api/product-listing/0190c1b5d4f27a3b8d3c5e1f2a4b6c8d',
        status: 200,
        body: listingBody(),
      });
      expect(r.errors).toEqual([]);
      expect(r.template).toBe('/product-listing/{categoryId}');
      expect(r.schemaPointer).toBe(
        '#/paths/~1product-listing~1{categoryId}/post/responses/200/content/application~1json/schema',
      );
    });

    it('rejects a listing without currentFilters', () => {
      const body = listingBody();
      delete body['currentFilters'];
      const r = validateStoreApiResponse({ method: 'POST', path: '/product-listing/{categoryId}', status: 200, body });
      expect(r.valid).toBe(false);
      expect(r.errors.join('\n')).toMatch(/must have required property 'currentFilters'/);
    });

    it('rejects a wrong apiAlias const', () => {
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/product-listing/{categoryId}',
        status: 200,
        body: { ...listingBody(), apiAlias: 'product_listing_result' },
      });
      expect(r.valid).toBe(false);
      expect(r.errors.join('\n')).toMatch(/\/apiAlias must be equal to constant \(allowed: "product_listing"\)/);
    });
  });

  describe('SCHEMA_CORRECTIONS (defects of the official document)', () => {
    const original = JSON.parse(readFileSync(storeApiSchemaFile(), 'utf8')) as unknown;

    it('is a non-empty, documented list', () => {
      expect(SCHEMA_CORRECTIONS.length).toBeGreaterThan(0);
      for (const c of SCHEMA_CORRECTIONS) {
        expect(c.pointer).toMatch(/^#\//);
        expect(c.reason.length).toBeGreaterThan(20);
        expect(c.shopwareSource).toMatch(/src\/Core\//);
      }
      expect(new Set(SCHEMA_CORRECTIONS.map((c) => c.pointer)).size).toBe(SCHEMA_CORRECTIONS.length);
    });

    it.each(SCHEMA_CORRECTIONS.map((c) => [c.pointer, c] as const))(
      '%s exists in the original document and still has the corrected defect',
      (_pointer, c) => {
        const node = resolvePointer(original, c.pointer);
        expect(node).toEqual(expect.objectContaining(c.expect));
      },
    );

    it('Product.calculatedPrices: a real tier CalculatedPrice validates', () => {
      const body = { product: productBody([calculatedPrice(6, 11.5)]) };
      const r = validateStoreApiResponse({ method: 'POST', path: '/product/{productId}', status: 200, body });
      expect(r.errors).toEqual([]);
      expect(r.valid).toBe(true);
    });

    it('Product.calculatedPrices: an item without unitPrice still fails', () => {
      const { unitPrice: _omit, ...tier } = calculatedPrice(6, 11.5);
      const body = { product: productBody([tier]) };
      const r = validateStoreApiResponse({ method: 'POST', path: '/product/{productId}', status: 200, body });
      expect(r.valid).toBe(false);
      expect(r.errors.join('\n')).toMatch(/\/product\/calculatedPrices\/0 must have required property 'unitPrice'/);
    });

    it('ProductListingResult: aggregations keyed by name validate, a string does not', () => {
      const path = '/product-listing/{categoryId}';
      const price = { min: 1, max: 2, avg: 1.5, sum: 3, apiAlias: 'price_aggregation' };
      const ok = validateStoreApiResponse({
        method: 'POST',
        path,
        status: 200,
        body: { ...listingBody(), aggregations: { price } },
      });
      expect(ok.errors).toEqual([]);
      expect(ok.valid).toBe(true);

      const bad = validateStoreApiResponse({
        method: 'POST',
        path,
        status: 200,
        body: { ...listingBody(), aggregations: 'x' },
      });
      expect(bad.valid).toBe(false);
      expect(bad.errors.join('\n')).toMatch(/\/aggregations must be array,object — value: "x"/);

      const notAnObject = validateStoreApiResponse({
        method: 'POST',
        path,
        status: 200,
        body: { ...listingBody(), aggregations: { price: 1 } },
      });
      expect(notAnObject.valid).toBe(false);
    });

    it('POST /shipping-method: aggregations [] (none requested) and keyed by name validate, a string does not', () => {
      const shippingMethod = {
        id: '2c3d4e5f60718293a4b5c6d7e8f90a1b',
        name: 'Standard',
        technicalName: 'shipping_standard',
        deliveryTimeId: '3d4e5f60718293a4b5c6d7e8f90a1b2c',
        apiAlias: 'shipping_method',
      };
      const base = {
        entity: 'shipping_method',
        total: 1,
        page: 1,
        elements: [shippingMethod],
        apiAlias: 'dal_entity_search_result',
      };
      for (const aggregations of [[], { count: { count: 1, apiAlias: 'count_aggregation' } }]) {
        const r = validateStoreApiResponse({
          method: 'POST',
          path: '/shipping-method',
          status: 200,
          body: { ...base, aggregations },
        });
        expect(r.errors).toEqual([]);
      }
      const bad = validateStoreApiResponse({
        method: 'POST',
        path: '/shipping-method',
        status: 200,
        body: { ...base, aggregations: 'x' },
      });
      expect(bad.valid).toBe(false);
    });

    // Minimal carts (no price etc.): only the findings about the corrected property count.
    const about = (errors: string[], property: RegExp) => errors.filter((error) => property.test(error));

    it('Cart.errors: [] (no errors) and an object keyed by error id validate, a string does not', () => {
      const error = { code: 0, key: 'min-order-quantityx', level: 10, message: 'm', messageKey: 'min-order-quantity' };
      for (const errors of [[], { 'min-order-quantityx': error }]) {
        const r = validateStoreApiResponse({
          method: 'GET',
          path: '/checkout/cart',
          status: 200,
          body: { errors, apiAlias: 'cart' },
        });
        expect(about(r.errors, /^\/errors/)).toEqual([]);
      }
      const bad = validateStoreApiResponse({
        method: 'GET',
        path: '/checkout/cart',
        status: 200,
        body: { errors: 'x', apiAlias: 'cart' },
      });
      expect(about(bad.errors, /^\/errors/)).not.toEqual([]);
    });

    it('LineItem.payload: a product payload without id or name validates, a non-object does not', () => {
      const lineItem = (payload: unknown) => ({ id: 'x', type: 'product', payload, apiAlias: 'cart_line_item' });
      const payload = { productNumber: 'WK-1', createdAt: '2024-05-01 10:00:00.000', stock: 12 };
      const good = validateStoreApiResponse({
        method: 'GET',
        path: '/checkout/cart',
        status: 200,
        body: { lineItems: [lineItem(payload)], apiAlias: 'cart' },
      });
      expect(about(good.errors, /^\/lineItems/)).toEqual([]);
      const bad = validateStoreApiResponse({
        method: 'GET',
        path: '/checkout/cart',
        status: 200,
        body: { lineItems: [lineItem('x')], apiAlias: 'cart' },
      });
      expect(bad.errors.join('\n')).toMatch(/\/lineItems\/0\/payload must be object/);
    });

    it('wishlist products: a product EntitySearchResult validates, elements must still be products', () => {
      const products = {
        entity: 'product',
        total: 0,
        aggregations: [],
        page: 1,
        limit: 24,
        elements: [],
        apiAlias: 'dal_entity_search_result',
      };
      const good = validateStoreApiResponse({
        method: 'POST',
        path: '/customer/wishlist',
        status: 200,
        body: { products, apiAlias: 'wishlist_products' },
      });
      expect(good.errors).toEqual([]);
      const bad = validateStoreApiResponse({
        method: 'POST',
        path: '/customer/wishlist',
        status: 200,
        body: { products: { ...products, elements: [{}] } },
      });
      expect(bad.errors.join('\n')).toMatch(/\/products\/elements\/0 must have required property 'id'/);
    });

    it('POST /contact-form and /account/register-confirm: the bodies Shopware sends are checked', () => {
      const form = (body: unknown) =>
        validateStoreApiResponse({ method: 'POST', path: '/contact-form', status: 200, body });
      expect(form({ individualSuccessMessage: '', apiAlias: 'contact_form_result' }).errors).toEqual([]);
      expect(form({ apiAlias: 'contact_form_result' }).valid).toBe(false);
      const confirm = validateStoreApiResponse({
        method: 'POST',
        path: '/account/register-confirm',
        status: 200,
        body: { id: 'x' },
      });
      expect(confirm.valid).toBe(false);
      expect(confirm.schemaPointer).toBe(
        '#/paths/~1account~1register-confirm/post/responses/200/content/application~1json/schema',
      );
    });

    it('order prices: CalculatedPrice collections as arrays and absent prices as null validate, objects do not', () => {
      const taxes = [{ tax: 0.77, taxRate: 19, price: 4.9, apiAlias: 'cart_tax_calculated' }];
      const rules = [{ taxRate: 19, percentage: 100, apiAlias: 'cart_tax_rule' }];
      const price = {
        unitPrice: 4.9,
        quantity: 1,
        totalPrice: 4.9,
        calculatedTaxes: taxes,
        taxRules: rules,
        referencePrice: null,
        listPrice: null,
        regulationPrice: null,
        apiAlias: 'calculated_price',
      };
      const order = (shippingCosts: unknown, amount: unknown) => ({
        id: 'x',
        shippingCosts,
        deliveries: [{ shippingCosts, positions: [{ price: shippingCosts }] }],
        transactions: [{ amount }],
        apiAlias: 'order',
      });
      const findings = (body: unknown) =>
        about(
          validateStoreApiResponse({ method: 'POST', path: '/checkout/order', status: 200, body }).errors,
          /(shippingCosts|price|amount)\//,
        );
      expect(findings(order(price, price))).toEqual([]);
      const wrong = { ...price, calculatedTaxes: {}, referencePrice: 'x' };
      expect(findings(order(wrong, wrong))).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/shippingCosts\/calculatedTaxes must be array/),
          expect.stringMatching(/^\/deliveries\/0\/shippingCosts\/calculatedTaxes must be array/),
          expect.stringMatching(/^\/deliveries\/0\/positions\/0\/price\/calculatedTaxes must be array/),
          expect.stringMatching(/^\/transactions\/0\/amount\/calculatedTaxes must be array/),
          expect.stringMatching(/^\/transactions\/0\/amount\/referencePrice/),
        ]),
      );
    });

    it('OrderLineItem.payload: storage-format dates and variation options validate, PropertyGroupOption is not required', () => {
      const lineItem = (payload: unknown) => ({ id: 'x', payload, apiAlias: 'order_line_item' });
      const body = (payload: unknown) => ({ id: 'x', lineItems: [lineItem(payload)], apiAlias: 'order' });
      const check = (payload: unknown) =>
        about(
          validateStoreApiResponse({ method: 'POST', path: '/checkout/order', status: 200, body: body(payload) })
            .errors,
          /^\/lineItems\/0\/payload/,
        );
      const payload = {
        productNumber: 'WK-1',
        createdAt: '2024-05-01 10:00:00.000',
        releaseDate: '2024-05-01 00:00:00.000',
        options: [{ group: 'Inhalt', option: '0,75 l' }],
        stock: 12,
      };
      expect(check(payload)).toEqual([]);
      expect(check({ ...payload, options: [{ group: 1 }] }).join('\n')).toMatch(
        /\/lineItems\/0\/payload\/options\/0\/group must be string/,
      );
      expect(check({ ...payload, stock: 'x' }).join('\n')).toMatch(/\/lineItems\/0\/payload\/stock must be integer/);
    });

    it('POST /order: paymentChangeable [] (not requested) and keyed by order id validate, a non-empty list does not', () => {
      const orders = {
        entity: 'order',
        total: 0,
        aggregations: [],
        page: 1,
        limit: 10,
        elements: [],
        apiAlias: 'dal_entity_search_result',
      };
      const check = (paymentChangeable: unknown) =>
        validateStoreApiResponse({
          method: 'POST',
          path: '/order',
          status: 200,
          body: { orders, paymentChangeable, apiAlias: 'order-route-response-struct' },
        }).errors;
      expect(check([])).toEqual([]);
      expect(check({ '0a1b2c3d4e5f60718293a4b5c6d7e8f9': true })).toEqual([]);
      expect(check([true]).join('\n')).toMatch(/\/paymentChangeable must NOT have more than 0 items/);
      expect(check({ x: 'yes' }).join('\n')).toMatch(/\/paymentChangeable\/x must be boolean/);
    });

    it('POST|GET /handle-payment: redirectUrl null (no redirect) validates, a missing one does not', () => {
      for (const method of ['POST', 'GET']) {
        const check = (body: unknown) =>
          validateStoreApiResponse({ method, path: '/handle-payment', status: 200, body }).errors;
        expect(check({ redirectUrl: null, apiAlias: 'array_struct' })).toEqual([]);
        expect(check({ redirectUrl: 'https://psp.example/pay/1', apiAlias: 'array_struct' })).toEqual([]);
        expect(check({ apiAlias: 'array_struct' }).join('\n')).toMatch(/must have required property 'redirectUrl'/);
        expect(check({ redirectUrl: 1 }).join('\n')).toMatch(/\/redirectUrl must be string,null/);
      }
    });
  });

  describe('path matching', () => {
    it.each([
      ['POST', '/store-api/navigation/main-navigation/main-navigation', '/navigation/{activeId}/{rootId}'],
      ['GET', '/store-api/navigation/main-navigation/main-navigation?depth=2', '/navigation/{activeId}/{rootId}'],
      ['POST', '/store-api/product/0a1b2c3d4e5f60718293a4b5c6d7e8f9', '/product/{productId}'],
      [
        'POST',
        'http://127.0.0.1:1234/store-api/product/0a1b2c3d4e5f60718293a4b5c6d7e8f9/cross-selling',
        '/product/{productId}/cross-selling',
      ],
      ['GET', '/store-api/product/purchase-limit', '/product/purchase-limit'], // literal beats {productId}
      ['POST', '/store-api/product/purchase-limit', '/product/{productId}'], // ...but only if the method is documented there
      ['POST', '/product/{productId}', '/product/{productId}'],
      ['GET', '/store-api/context', '/context'],
      ['POST', '/store-api/seo-url', '/seo-url'],
      ['GET', '/store-api/breadcrumb/abc', '/breadcrumb/{id}'],
    ])('%s %s → %s', (method, path, template) => {
      expect(resolveStoreApiPath(method, path)).toBe(template);
    });

    it('validates a concrete path like its template', () => {
      const r = validateStoreApiResponse({
        method: 'post',
        path: '/store-api/product/0a1b2c3d4e5f60718293a4b5c6d7e8f9?foo=bar',
        status: 404,
        body: notFoundBody,
      });
      expect(r).toMatchObject({ valid: true, template: '/product/{productId}' });
    });
  });

  describe('undocumented things never pass silently', () => {
    it('undocumented status → valid:false', () => {
      const r = validateStoreApiResponse({
        method: 'POST',
        path: '/product/{productId}',
        status: 418,
        body: notFoundBody,
      });
      expect(r.valid).toBe(false);
      expect(r.errors[0]).toMatch(
        /status 418 is not documented for POST \/product\/\{productId\} \(documented: 200, 400, 401, 404\)/,
      );
    });

    it('undocumented operation → valid:false', () => {
      const r = validateStoreApiResponse({
        method: 'GET',
        path: '/store-api/definitely-not-a-route',
        status: 200,
        body: {},
      });
      expect(r.valid).toBe(false);
      expect(r.errors[0]).toMatch(/operation not documented/);
    });

    it('documented path but undocumented method → valid:false', () => {
      const r = validateStoreApiResponse({ method: 'DELETE', path: '/store-api/currency', status: 200, body: [] });
      expect(r.valid).toBe(false);
      expect(r.errors[0]).toMatch(/matching templates: \/currency \(POST, GET\)/);
    });

    it('empty body where a schema is documented → valid:false', () => {
      const r = validateStoreApiResponse({ method: 'POST', path: '/currency', status: 200, body: undefined });
      expect(r.valid).toBe(false);
    });

    it('204 without content is valid only with an empty body', () => {
      const path = '/store-api/account/address/0a1b2c3d4e5f60718293a4b5c6d7e8f9';
      expect(validateStoreApiResponse({ method: 'DELETE', path, status: 204, body: undefined }).valid).toBe(true);
      expect(validateStoreApiResponse({ method: 'DELETE', path, status: 204, body: '' }).valid).toBe(true);
      expect(validateStoreApiResponse({ method: 'DELETE', path, status: 204, body: { ok: true } }).valid).toBe(false);
    });
  });

  describe('expectStoreApiResponse with supertest', () => {
    let server: Server;
    beforeAll(async () => {
      server = createServer((req, res) => {
        const url = req.url ?? '';
        if (req.method === 'POST' && url.startsWith('/store-api/product/bad')) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ errors: [{ ...notFoundBody.errors[0], stack: 'at Foo.bar (x.ts:1)' }] }));
        } else if (req.method === 'POST' && url.startsWith('/store-api/product/')) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify(notFoundBody));
        } else if (req.method === 'POST' && url.startsWith('/store-api/currency')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify([currency]));
        } else if (req.method === 'DELETE') {
          res.writeHead(204);
          res.end();
        } else {
          res.writeHead(418);
          res.end('teapot');
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('reads method and path from res.req and passes valid responses', async () => {
      const res = await request(server).post('/store-api/product/0a1b2c3d4e5f60718293a4b5c6d7e8f9?x=1').send({});
      const req = (res as unknown as { req: { method: string; path: string } }).req;
      expect(req.method).toBe('POST');
      expect(req.path).toBe('/store-api/product/0a1b2c3d4e5f60718293a4b5c6d7e8f9?x=1');
      expect(expectStoreApiResponse(res).template).toBe('/product/{productId}');

      const list = await request(server).post('/store-api/currency').send({});
      expect(expectStoreApiResponse(list).schemaPointer).toContain('CurrencyListResponse');

      const del = await request(server).delete('/store-api/account/address/0a1b2c3d4e5f60718293a4b5c6d7e8f9');
      expect(del.status).toBe(204);
      expect(expectStoreApiResponse(del).valid).toBe(true);
    });

    it('throws a readable assertion error for an invalid body', async () => {
      const res = await request(server).post('/store-api/product/bad').send({});
      expect(() => expectStoreApiResponse(res)).toThrow(
        /Store API contract violation: POST \/store-api\/product\/bad → 404 \(template \/product\/\{productId\}\)/,
      );
      let message = '';
      try {
        expectStoreApiResponse(res);
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toContain(
        'schema: storeApiSchema.json#/components/responses/404/content/application~1json/schema',
      );
      expect(message).toMatch(
        /• \/errors\/0 must NOT have additional properties \(additionalProperty: "stack"\) — value: \{"status":"404"/,
      );
    });

    it('throws for an undocumented status', async () => {
      const res = await request(server).get('/store-api/context');
      expect(() => expectStoreApiResponse(res)).toThrow(/status 418 is not documented for GET \/context/);
    });

    it('accepts explicit { method, path } and works as a jest matcher', async () => {
      expect.extend({ toMatchStoreApiContract });
      const res = await request(server).post('/store-api/product/0a1b2c3d4e5f60718293a4b5c6d7e8f9').send({});
      expect(expectStoreApiResponse(res, { method: 'POST', path: '/product/{productId}' }).valid).toBe(true);
      const matcher = expect(res) as unknown as {
        toMatchStoreApiContract(): void;
        not: { toMatchStoreApiContract(): void };
      };
      matcher.toMatchStoreApiContract();
      const bad = await request(server).post('/store-api/product/bad').send({});
      (expect(bad) as unknown as typeof matcher).not.toMatchStoreApiContract();
    });
  });

  it('compiles lazily and fast enough (per response, cached)', () => {
    const t0 = performance.now();
    validateStoreApiResponse({ method: 'POST', path: '/product/{productId}', status: 200, body: {} });
    const first = performance.now() - t0;
    const t1 = performance.now();
    for (let i = 0; i < 50; i++)
      validateStoreApiResponse({ method: 'POST', path: '/product/{productId}', status: 200, body: {} });
    const cached = (performance.now() - t1) / 50;
    expect(first).toBeLessThan(5000);
    expect(cached).toBeLessThan(20);
  });
});
