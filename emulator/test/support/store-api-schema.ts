/**
 * Contract check of emulator responses against the official Shopware Store API
 * OpenAPI document shipped with `@shopware/api-client`
 * (`api-types/storeApiSchema.json`, `openapi: 3.2.0` → JSON Schema 2020-12).
 *
 * - The whole document is registered once with Ajv under the id `storeapi`;
 *   each response is validated against `{ $ref: 'storeapi#/<pointer>' }`, so the
 *   document's own `#/components/schemas/...` refs resolve.
 * - A private copy is validated against, with a few documented corrections of
 *   the document's defects (`SCHEMA_CORRECTIONS`, where Shopware itself answers
 *   otherwise) and OpenAPI 3.0 `nullable` rewritten; the file is never changed.
 * - Everything is lazy: the document is read and Ajv set up on first use, and a
 *   validator is compiled only for the response schemas a test actually checks
 *   (cached per resolved schema pointer, i.e. per operation + status + media type;
 *   shared `#/components/responses/404` etc. are compiled once).
 *
 * Usage in a test:
 *
 *     const res = await request(server).post('/store-api/product/' + id).send({});
 *     expectStoreApiResponse(res);            // throws a readable error if off-contract
 *
 *     const r = validateStoreApiResponse({ method: 'POST', path: '/product/{productId}', status: 404, body });
 *     expect(r.errors).toEqual([]);
 */
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as ajvFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

// ---------------------------------------------------------------------------
// ajv-formats is CommonJS; depending on the loader (tsc NodeNext, Node ESM,
// Jest ESM via SWC) the plugin is the namespace's `default` or `default.default`.
type AjvInstance = Ajv2020;
function cjsDefault<T>(mod: unknown): T {
  let m = mod as { default?: unknown };
  while (m && typeof m !== 'function' && m.default !== undefined) m = m.default as { default?: unknown };
  return m as T;
}
const addFormats = cjsDefault<(ajv: AjvInstance) => AjvInstance>(ajvFormatsModule);

// ---------------------------------------------------------------------------
// Public API

export interface StoreApiResponseInput {
  /** HTTP method, any case. */
  method: string;
  /**
   * Either a path template as written in the document (`/product/{productId}`)
   * or a concrete request path (`/store-api/product/0a1b…?foo=1`, also a full URL).
   */
  path: string;
  status: number | string;
  /** Parsed JSON body. `undefined` or `''` means "no body". */
  body: unknown;
  /**
   * Response media type (e.g. from the `content-type` header). Used to pick the
   * documented media type if it is documented; otherwise `application/json` is
   * preferred, then `application/vnd.api+json`.
   */
  contentType?: string;
}

export interface StoreApiValidationResult {
  valid: boolean;
  /** Readable error lines; empty when valid. */
  errors: string[];
  /**
   * RFC 6901 JSON pointer (not URI-encoded) into storeApiSchema.json of the
   * schema that was used, e.g. `#/components/responses/404/content/application~1json/schema`.
   * Empty when no schema was applicable.
   */
  schemaPointer: string;
  /** The path template the request was matched to (if any). */
  template?: string;
  /** Additional information for valid results that were not schema-checked (e.g. empty 204). */
  note?: string;
}

/** Validates one response against the documented response schema. Never throws. */
export function validateStoreApiResponse(input: StoreApiResponseInput): StoreApiValidationResult {
  const method = input.method.toLowerCase();
  const status = String(input.status);
  const label = `${input.method.toUpperCase()} ${input.path} → ${status}`;
  let state: State;
  try {
    state = getState();
  } catch (e) {
    return { valid: false, errors: [`${label}: cannot load the Store API schema: ${errMsg(e)}`], schemaPointer: '' };
  }

  const match = matchOperation(state, method, input.path);
  if (!match.template) {
    return { valid: false, errors: [`${label}: ${match.error}`], schemaPointer: '' };
  }
  const template = match.template;
  const opPointer = ['paths', template, method];
  const op = state.doc.paths[template]?.[method] as OperationObject;
  const responses = op.responses ?? {};
  const statusKey = [status, `${status[0] ?? ''}XX`, 'default'].find((k) => Object.hasOwn(responses, k));
  const empty = isEmptyBody(input.body);

  if (statusKey === undefined) {
    if (status === '204' && empty) {
      return {
        valid: true,
        errors: [],
        schemaPointer: '',
        template,
        note: `204 is not documented for ${method.toUpperCase()} ${template}; accepted because the body is empty`,
      };
    }
    return {
      valid: false,
      errors: [
        `${label}: status ${status} is not documented for ${method.toUpperCase()} ${template} ` +
          `(documented: ${Object.keys(responses).join(', ') || 'none'})`,
      ],
      schemaPointer: '',
      template,
    };
  }

  // Resolve `$ref: '#/components/responses/<name>'` (possibly chained).
  let responsePointer = [...opPointer, 'responses', statusKey];
  let response = responses[statusKey] as ResponseObject | undefined;
  for (let hops = 0; response && typeof response.$ref === 'string' && hops < 10; hops++) {
    responsePointer = parsePointer(response.$ref);
    response = getAt(state.doc, responsePointer) as ResponseObject | undefined;
  }
  if (!response) {
    return {
      valid: false,
      errors: [`${label}: response ${statusKey} of ${template} has an unresolvable $ref`],
      schemaPointer: '',
      template,
    };
  }

  const content = response.content;
  if (!content || Object.keys(content).length === 0) {
    // Documented without content (typically 204 "No Content").
    if (empty) {
      return {
        valid: true,
        errors: [],
        schemaPointer: '',
        template,
        note: `response ${statusKey} is documented without content`,
      };
    }
    return {
      valid: false,
      errors: [
        `${label}: response ${statusKey} is documented without content, but the body is not empty: ${excerpt(input.body)}`,
      ],
      schemaPointer: '',
      template,
    };
  }

  const mediaType = pickMediaType(content, input.contentType);
  if (!mediaType) {
    return {
      valid: false,
      errors: [
        `${label}: response ${statusKey} documents no JSON media type (documented: ${Object.keys(content).join(', ')})`,
      ],
      schemaPointer: '',
      template,
    };
  }
  const schemaPath = [...responsePointer, 'content', mediaType, 'schema'];
  const schemaPointer = toPointer(schemaPath);
  if (content[mediaType]?.schema === undefined) {
    return { valid: false, errors: [`${label}: no schema at ${schemaPointer}`], schemaPointer, template };
  }
  if (empty) {
    return {
      valid: false,
      errors: [`${label}: body is empty, but ${schemaPointer} expects a body`],
      schemaPointer,
      template,
    };
  }

  const compiled = getValidator(state, schemaPath);
  if (compiled instanceof Error) {
    return {
      valid: false,
      errors: [`${label}: schema ${schemaPointer} could not be compiled: ${compiled.message}`],
      schemaPointer,
      template,
    };
  }
  const body = typeof input.body === 'string' ? tryParseJson(input.body) : input.body;
  if (compiled(body)) return { valid: true, errors: [], schemaPointer, template };
  return { valid: false, errors: formatErrors(compiled.errors ?? [], body), schemaPointer, template };
}

/** Minimal structural view of a supertest/superagent `Response`. */
export interface SupertestLikeResponse {
  status: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string | string[] | undefined>;
  /** Node `http.ClientRequest` (runtime property of supertest responses; not in @types). */
  req?: { method?: string; path?: string };
  /** superagent `Request` (`url` is absolute, including the query string). */
  request?: { method?: string; url?: string };
}

export interface ExpectStoreApiOptions {
  /** Override the method (otherwise taken from `res.req.method` / `res.request.method`). */
  method?: string;
  /** Override the path, template or concrete (otherwise `res.req.path` / `res.request.url`). */
  path?: string;
}

/**
 * Asserts that a supertest response matches the Store API contract for its
 * method, path and status. Throws an `Error` listing Ajv's findings; returns the
 * validation result when valid.
 */
export function expectStoreApiResponse(
  res: SupertestLikeResponse,
  options: ExpectStoreApiOptions = {},
): StoreApiValidationResult {
  const method = options.method ?? res.req?.method ?? res.request?.method;
  const path = options.path ?? res.req?.path ?? res.request?.url;
  if (!method || !path) {
    throw new Error(
      'expectStoreApiResponse: cannot determine method/path of the request; pass { method, path } explicitly',
    );
  }
  const contentType = headerValue(res.headers, 'content-type');
  // superagent sets `body = {}` when nothing was parsed; `text` tells the truth.
  let body: unknown;
  if (typeof res.text === 'string') {
    body = res.text === '' ? undefined : isJsonMediaType(contentType) ? res.body : tryParseJson(res.text);
  } else {
    body = res.body;
  }
  const result = validateStoreApiResponse({
    method,
    path,
    status: res.status,
    body,
    ...(contentType ? { contentType } : {}),
  });
  if (!result.valid) {
    const lines = result.errors.slice(0, MAX_LISTED_ERRORS).map((e) => `  • ${e}`);
    if (result.errors.length > MAX_LISTED_ERRORS)
      lines.push(`  … and ${result.errors.length - MAX_LISTED_ERRORS} more`);
    const where = result.schemaPointer ? `\nschema: storeApiSchema.json${result.schemaPointer}` : '';
    const err = new Error(
      `Store API contract violation: ${method.toUpperCase()} ${path} → ${res.status}` +
        (result.template ? ` (template ${result.template})` : '') +
        `${where}\n${lines.join('\n')}`,
    );
    Error.captureStackTrace?.(err, expectStoreApiResponse);
    throw err;
  }
  return result;
}

/** Jest matcher: `expect.extend({ toMatchStoreApiContract })`, then `expect(res).toMatchStoreApiContract()`. */
export function toMatchStoreApiContract(
  this: { isNot?: boolean } | void,
  received: SupertestLikeResponse,
  options: ExpectStoreApiOptions = {},
): { pass: boolean; message: () => string } {
  try {
    const r = expectStoreApiResponse(received, options);
    return {
      pass: true,
      message: () => `expected response not to match the Store API contract (${r.schemaPointer || r.note || ''})`,
    };
  } catch (e) {
    return { pass: false, message: () => errMsg(e) };
  }
}

/** Resolves a concrete or template path to the documented template (for diagnostics/tests). */
export function resolveStoreApiPath(method: string, path: string): string | undefined {
  return matchOperation(getState(), method.toLowerCase(), path).template;
}

/**
 * One correction of a defect of the official document: a place where Shopware's
 * real implementation answers differently from what storeApiSchema.json says.
 * The emulator must answer as Shopware does (the gateway talks to a real
 * Shopware), so the validator's private copy of the document is corrected.
 */
export interface SchemaCorrection {
  /** RFC 6901 JSON pointer (not URI-encoded) into the published storeApiSchema.json. */
  readonly pointer: string;
  /** What is wrong in the document and what the correction changes. */
  readonly reason: string;
  /** Where Shopware's behaviour comes from (files in shopware/shopware). */
  readonly shopwareSource: string;
  /**
   * Keywords the node must have before correction (compared as JSON). If the
   * document no longer matches, loading fails so the correction gets reviewed
   * (e.g. after an upgrade of `@shopware/api-client` fixed the defect).
   */
  readonly expect: Readonly<Record<string, unknown>>;
  /** Keywords set (replaced) on the node. */
  readonly set?: Readonly<Record<string, unknown>>;
  /** Keywords removed from the node. */
  readonly remove?: readonly string[];
}

const AGGREGATIONS_SOURCE =
  'src/Core/Framework/DataAbstractionLayer/Search/AggregationResult/AggregationResultCollection.php ' +
  '(Collection keyed by aggregation name: add() calls set($result->getName(), …)); ' +
  'src/Core/System/SalesChannel/Api/StructEncoder.php (loop(): AggregationResultCollection → `$mapped[$key] = …`, ' +
  'a PHP array keyed by name, i.e. a JSON object; empty → `[]`); ' +
  'src/Core/Content/Product/SalesChannel/Listing/ProductListingResult.php (extends EntitySearchResult, same aggregations)';

/** The inline CalculatedPrice of the order entities: the five keywords it types wrong, as published. */
const FLOAT = { type: 'number', format: 'float' };
const ORDER_PRICE_AS_PUBLISHED = {
  calculatedTaxes: { type: 'object' },
  taxRules: { type: 'object' },
  referencePrice: { type: 'object' },
  listPrice: { properties: { price: FLOAT, discount: FLOAT, percentage: FLOAT }, type: 'object' },
  regulationPrice: { properties: { price: FLOAT }, type: 'object' },
};

/**
 * A correction of an order entity's CalculatedPriceField (`properties` of the inline price
 * schema): the five keywords become the document's own CalculatedPrice properties.
 */
function orderPriceCorrection(schema: string, field: string, definition: string): SchemaCorrection {
  return {
    pointer: `#/components/schemas/${schema}/properties/${field}/properties`,
    reason:
      `${schema}.${field} is a CalculatedPriceField, typed inline with \`calculatedTaxes\` and \`taxRules\` as objects ` +
      'and `referencePrice`, `listPrice`, `regulationPrice` as non-null objects; Shopware decodes it into a ' +
      'CalculatedPrice whose tax collections are JSON arrays (Collection::jsonSerialize() is array_values()) and whose ' +
      'absent prices are null (always `regulationPrice`, and `referencePrice` / `listPrice` of shipping costs and ' +
      "transaction amounts). Correction: those five properties as the document's own CalculatedPrice types them " +
      '(`$ref: #/components/schemas/CalculatedPrice/properties/<name>`); unitPrice, totalPrice, quantity stay.',
    shopwareSource:
      `${definition} (CalculatedPriceField('…', '${field}'), ApiAware); ` +
      'src/Core/Framework/DataAbstractionLayer/FieldSerializer/CalculatedPriceFieldSerializer.php (decode(): a ' +
      'CalculatedPrice with CalculatedTaxCollection, TaxRuleCollection, referencePrice/listPrice only when stored, no ' +
      'regulationPrice); src/Core/Checkout/Cart/Price/Struct/CalculatedPrice.php; ' +
      'src/Core/Framework/Struct/Collection.php (jsonSerialize(): array_values())',
    expect: ORDER_PRICE_AS_PUBLISHED,
    set: Object.fromEntries(
      Object.keys(ORDER_PRICE_AS_PUBLISHED).map((name) => [
        name,
        { $ref: `#/components/schemas/CalculatedPrice/properties/${name}` },
      ]),
    ),
  };
}

const ORDER_AGGREGATES = 'src/Core/Checkout/Order/Aggregate';

/** POST|GET /handle-payment 200: `redirectUrl` is null when there is nothing to redirect to. */
function handlePaymentCorrection(method: 'get' | 'post'): SchemaCorrection {
  return {
    pointer: `#/paths/~1handle-payment/${method}/responses/200/content/application~1json/schema/properties/redirectUrl`,
    reason:
      `${method.toUpperCase()} /handle-payment (200) requires \`redirectUrl\` as a string, but Shopware sends ` +
      '`"redirectUrl": null` when the payment needs no redirect (a synchronous handler such as prepayment or ' +
      'invoice, or a transaction that is already paid). Correction: `type: ["string", "null"]` (it stays required).',
    shopwareSource:
      'src/Core/Checkout/Payment/SalesChannel/HandlePaymentMethodRouteResponse.php (getObject(): ' +
      "`'redirectUrl' => $this->getRedirectResponse() ? …->getTargetUrl() : null`); " +
      'src/Core/Checkout/Payment/SalesChannel/HandlePaymentMethodRoute.php (a null RedirectResponse from PaymentProcessor::pay())',
    expect: { type: 'string' },
    set: { type: ['string', 'null'] },
  };
}

/**
 * Corrections applied to the private copy of the document at load time (see
 * schema-notes.md, "Corrections applied to the official document"). Keep this
 * list small and explicit; each entry changes only the keywords it names.
 */
export const SCHEMA_CORRECTIONS: readonly SchemaCorrection[] = [
  {
    pointer: '#/components/schemas/EntitySearchResult/properties/aggregations',
    reason:
      'Typed `array` (of objects), but Shopware encodes the AggregationResultCollection of an EntitySearchResult / ' +
      'ProductListingResult as an object keyed by aggregation name (`{"price": {…, "apiAlias": "price_aggregation"}}`; ' +
      "the document's own listing parameters speak of `aggregations[manufacturer]`), and as `[]` when there are none. " +
      'Correction: `type: ["array", "object"]`; object values must be objects (like the array items). Covers every ' +
      'schema built on EntitySearchResult (ProductListingResult for /product-listing, /search, /search-suggest; ' +
      'the *ListResponse schemas).',
    shopwareSource: AGGREGATIONS_SOURCE,
    expect: { type: 'array', items: { type: 'object' } },
    set: { type: ['array', 'object'], additionalProperties: { type: 'object' } },
  },
  {
    pointer:
      '#/components/responses/ShippingMethodListResponse/content/application~1json/schema/allOf/0/properties/aggregations',
    reason:
      'Typed `object` inside an allOf with EntitySearchResult (typed `array`), so no `aggregations` value could ever ' +
      'validate; and Shopware sends `[]` when no aggregation was requested. Correction: `type: ["array", "object"]`, ' +
      'like EntitySearchResult.',
    shopwareSource: `${AGGREGATIONS_SOURCE}; src/Core/Checkout/Shipping/SalesChannel/ShippingMethodRoute.php (returns an EntitySearchResult)`,
    expect: { type: 'object' },
    set: { type: ['array', 'object'] },
  },
  {
    pointer:
      '#/paths/~1shipping-method/post/responses/200/content/application~1json/schema/allOf/0/properties/aggregations',
    reason:
      'Same defect as ShippingMethodListResponse, inlined in POST /shipping-method (200): `object` ∧ EntitySearchResult ' +
      '`array`. Correction: `type: ["array", "object"]`.',
    shopwareSource: `${AGGREGATIONS_SOURCE}; src/Core/Checkout/Shipping/SalesChannel/ShippingMethodRoute.php (returns an EntitySearchResult)`,
    expect: { type: 'object' },
    set: { type: ['array', 'object'] },
  },
  {
    pointer: '#/components/schemas/Product/properties/calculatedPrices/items',
    reason:
      '`{type: object, additionalProperties: false, allOf: [CalculatedPrice]}`: in JSON Schema 2020-12 ' +
      '`additionalProperties` only sees sibling `properties` (none here), so it rejects every property and only `[]` ' +
      'could validate, while Shopware sends one CalculatedPrice per advanced (tier) price. Correction: drop ' +
      '`additionalProperties: false` (the allOf with CalculatedPrice stays). The only place in the document with this ' +
      'pattern (additionalProperties: false next to allOf, without properties).',
    shopwareSource:
      'src/Core/Content/Product/SalesChannel/Price/ProductPriceCalculator.php (calculateAdvancePrices(): one ' +
      'CalculatedPrice per ProductPrice, set as calculatedPrices); src/Core/Checkout/Cart/Price/Struct/CalculatedPrice.php',
    expect: { type: 'object', additionalProperties: false, allOf: [{ $ref: '#/components/schemas/CalculatedPrice' }] },
    remove: ['additionalProperties'],
  },
  {
    pointer: '#/components/schemas/Cart/properties/errors',
    reason:
      'Typed `object` next to an anyOf that offers an array of CartError or an object keyed by error id, so the array ' +
      'branch can never validate; Shopware sends the ErrorCollection as an object keyed by error id, and as `[]` when ' +
      'the cart has no errors. Correction: `type: ["array", "object"]` (the anyOf stays).',
    shopwareSource:
      'src/Core/System/SalesChannel/Api/StructEncoder.php (loop(): an ErrorCollection becomes ' +
      '`array_map(… jsonSerialize(), $struct->getElements())`, keyed by error id, `[]` when empty); ' +
      'src/Core/Checkout/Cart/Error/ErrorCollection.php (add(): set($error->getId(), $error))',
    expect: { type: 'object' },
    set: { type: ['array', 'object'] },
  },
  {
    pointer: '#/components/schemas/LineItem/properties/payload',
    reason:
      'A `$ref` to ProductJsonApi (the product entity: id, taxId, productNumber, stock, name required, dates as ' +
      "date-time), but a line item's payload is its free key-value payload: for products what " +
      'ProductCartProcessor::enrich() writes (productNumber, taxId, stock, … dates as `Y-m-d H:i:s.v`, no id or name), ' +
      'for promotions what PromotionItemBuilder::buildPayload() writes. Correction: `type: object`. Also covers ' +
      'CartDeliveryPosition.lineItem.',
    shopwareSource:
      'src/Core/Checkout/Cart/LineItem/LineItem.php (`array $payload`, jsonSerialize() without protected keys); ' +
      'src/Core/Content/Product/Cart/ProductCartProcessor.php (enrich(): replacePayload([...], Defaults::STORAGE_DATE_TIME_FORMAT)); ' +
      'src/Core/Checkout/Promotion/Cart/PromotionItemBuilder.php (buildPayload())',
    expect: { $ref: '#/components/schemas/ProductJsonApi' },
    remove: ['$ref'],
    set: { type: 'object' },
  },
  {
    pointer: '#/components/schemas/WishlistLoadRouteResponse/properties/products',
    reason:
      'A `$ref` to ProductListingResult (availableSortings, currentFilters required, apiAlias "product_listing"), but ' +
      "LoadWishlistRoute answers the product repository's plain EntitySearchResult (apiAlias " +
      '"dal_entity_search_result"). Correction: the schema of the document\'s own product search result ' +
      '(ProductListResponse: EntitySearchResult with `elements: Product[]`).',
    shopwareSource:
      'src/Core/Checkout/Customer/SalesChannel/LoadWishlistRoute.php (loadProducts(): `$this->productRepository->search()`, ' +
      'an EntitySearchResult); src/Core/Checkout/Customer/SalesChannel/LoadWishlistRouteResponse.php (`products` => the EntitySearchResult)',
    expect: { $ref: '#/components/schemas/ProductListingResult' },
    set: { $ref: '#/components/responses/ProductListResponse/content/application~1json/schema' },
  },
  {
    pointer: '#/paths/~1contact-form/post/responses/200',
    reason:
      'Documented without content, but ContactFormRoute answers a ContactFormRouteResponseStruct: ' +
      '`{individualSuccessMessage, apiAlias: "contact_form_result"}` (the message is "" without a CMS slot\'s ' +
      'confirmation text). Correction: that body as the 200 content.',
    shopwareSource:
      'src/Core/Content/ContactForm/SalesChannel/ContactFormRoute.php (load(): `individualSuccessMessage` => ' +
      "`$mailConfigs['message'] ?? ''`, returns a ContactFormRouteResponse); " +
      'src/Core/Content/ContactForm/SalesChannel/ContactFormRouteResponseStruct.php (getApiAlias(): contact_form_result)',
    expect: { description: 'Message sent successful.' },
    set: {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['individualSuccessMessage', 'apiAlias'],
            properties: {
              individualSuccessMessage: { type: 'string' },
              apiAlias: { type: 'string', const: 'contact_form_result' },
            },
          },
        },
      },
    },
  },
  {
    pointer: '#/paths/~1account~1register-confirm/post/responses/200',
    reason:
      'Documented without content (its description even says "Returns the logged in customer"), but ' +
      'RegisterConfirmRoute answers a CustomerResponse with the confirmed customer, like POST /account/register. ' +
      'Correction: the Customer schema as the 200 content, as for register.',
    shopwareSource:
      'src/Core/Checkout/Customer/SalesChannel/RegisterConfirmRoute.php (confirm(): returns `new CustomerResponse($customer)`)',
    expect: {
      description:
        'Returns the logged in customer. The customer is automatically logged in with the `sw-context-token` header ' +
        'provided, which can be reused for subsequent requests.',
    },
    set: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Customer' } } } },
  },
  orderPriceCorrection('Order', 'shippingCosts', 'src/Core/Checkout/Order/OrderDefinition.php'),
  orderPriceCorrection(
    'OrderDelivery',
    'shippingCosts',
    `${ORDER_AGGREGATES}/OrderDelivery/OrderDeliveryDefinition.php`,
  ),
  orderPriceCorrection(
    'OrderDeliveryPosition',
    'price',
    `${ORDER_AGGREGATES}/OrderDeliveryPosition/OrderDeliveryPositionDefinition.php`,
  ),
  orderPriceCorrection(
    'OrderTransaction',
    'amount',
    `${ORDER_AGGREGATES}/OrderTransaction/OrderTransactionDefinition.php`,
  ),
  {
    pointer: '#/components/schemas/OrderLineItem/properties/payload/properties',
    reason:
      "An order line item's payload is the cart line item's payload copied as it is; for products what " +
      'ProductCartProcessor::enrich() writes. The document types `createdAt` and `releaseDate` as date-time, but ' +
      'they are written in Defaults::STORAGE_DATE_TIME_FORMAT (`Y-m-d H:i:s.v`), and `options` as PropertyGroupOption ' +
      'entities, but they are ProductEntity::getVariation(): `{group, option}` names. Correction: those three ' +
      'properties (`createdAt`, `releaseDate` plain strings; `options` objects with string `group` and `option`); the ' +
      'other typed payload keys are right and stay.',
    shopwareSource:
      `${ORDER_AGGREGATES}/OrderLineItem/OrderLineItemDefinition.php (JsonField('payload'), ApiAware); ` +
      "src/Core/Checkout/Cart/Order/Transformer/LineItemTransformer.php (`'payload' => $lineItem->getPayload()`); " +
      'src/Core/Content/Product/Cart/ProductCartProcessor.php (enrich(): createdAt/releaseDate ->format(Defaults::STORAGE_DATE_TIME_FORMAT), ' +
      "`'options' => $product->getVariation()`); src/Core/Content/Product/ProductVariationBuilder.php (build(): `['group' => …, 'option' => …]`)",
    expect: {
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      releaseDate: { type: 'string', format: 'date-time' },
      options: { type: 'array', items: { $ref: '#/components/schemas/PropertyGroupOption' } },
    },
    set: {
      createdAt: { type: 'string', readOnly: true },
      releaseDate: { type: 'string' },
      options: {
        type: 'array',
        items: { type: 'object', properties: { group: { type: 'string' }, option: { type: 'string' } } },
      },
    },
  },
  {
    pointer: '#/components/schemas/OrderRouteResponse/properties/paymentChangeable',
    reason:
      'Typed `object` (order id → bool), but OrderRoute fills it only for `checkPromotion: true`; otherwise (and ' +
      'without orders) it is the PHP default `[]`, which JSON writes as an empty array. Correction: `type: ["object", ' +
      '"array"]` with `maxItems: 0` (only the empty array; the object keeps its boolean values).',
    shopwareSource:
      'src/Core/Checkout/Order/SalesChannel/OrderRouteResponse.php (`protected $paymentChangeable = []`, getObject()); ' +
      'src/Core/Checkout/Order/SalesChannel/OrderRoute.php (load(): addPaymentChangeable() only when `checkPromotion` is true)',
    expect: { type: 'object' },
    set: { type: ['object', 'array'], maxItems: 0 },
  },
  handlePaymentCorrection('post'),
  handlePaymentCorrection('get'),
];

/** Absolute file path of the OpenAPI document in use. */
export function storeApiSchemaFile(): string {
  return getState().file;
}

/** Loads the document and sets up Ajv now (optional; everything is lazy otherwise). */
export function warmUpStoreApiSchema(): void {
  getState();
}

// ---------------------------------------------------------------------------
// Internals

const MAX_LISTED_ERRORS = 25;
const SCHEMA_ID = 'storeapi';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}
interface Template {
  template: string;
  segments: string[];
  /** `params[i]` is true when `segments[i]` is a `{param}`. */
  params: boolean[];
}
interface State {
  file: string;
  doc: OpenApiDoc;
  ajv: AjvInstance;
  templates: Template[];
  validators: Map<string, ValidateFunction | Error>;
}

let state: State | undefined;

function getState(): State {
  if (state) return state;
  const file = locateSchemaFile();
  const doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDoc;
  if (!doc || typeof doc.paths !== 'object') throw new Error(`${file} is not an OpenAPI document`);
  // Corrections first: their pointers address the document as published.
  applySchemaCorrections(doc, file);
  normalizeNullable(doc);

  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    // Unknown formats etc. are registered below; keep Ajv quiet otherwise.
    logger: { log() {}, warn() {}, error: console.error },
  });
  addFormats(ajv);
  // Formats used by the document that ajv-formats does not know: annotations only.
  for (const f of ['base64url', '', '^[0-9a-f]{32}$']) ajv.addFormat(f, true);
  // OpenAPI-only annotation keywords (no validation semantics). `deprecated`,
  // `readOnly`, `writeOnly`, `examples`, ... are already known to the 2020 dialect.
  for (const k of ['example', 'discriminator', 'xml', 'externalDocs']) {
    if (!ajv.getKeyword(k) && !ajv.RULES.keywords[k]) ajv.addKeyword(k);
  }
  ajv.addSchema(doc as object, SCHEMA_ID);

  const templates: Template[] = Object.keys(doc.paths).map((template) => {
    const segments = splitPath(template);
    return { template, segments, params: segments.map((s) => /^\{[^{}]+\}$/.test(s)) };
  });
  state = { file, doc, ajv, templates, validators: new Map() };
  return state;
}

function locateSchemaFile(): string {
  const require = createRequire(import.meta.url);
  // `api-types/storeApiSchema.json` is not in the package's `exports`, so resolve
  // the main entry and walk up to the package root.
  try {
    return require.resolve('@shopware/api-client/api-types/storeApiSchema.json');
  } catch {
    /* not exported – fall through */
  }
  let dir = dirname(require.resolve('@shopware/api-client'));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name;
      if (name === '@shopware/api-client') {
        const file = join(dir, 'api-types', 'storeApiSchema.json');
        if (existsSync(file)) return file;
        break;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('cannot locate @shopware/api-client/api-types/storeApiSchema.json');
}

/**
 * Applies {@link SCHEMA_CORRECTIONS} to our private parsed copy. Throws if a
 * pointer does not resolve or the node no longer looks as expected.
 */
function applySchemaCorrections(doc: OpenApiDoc, file: string): void {
  for (const c of SCHEMA_CORRECTIONS) {
    const node = getAt(doc, parsePointer(c.pointer));
    if (!node || typeof node !== 'object' || Array.isArray(node)) {
      throw new Error(`schema correction ${c.pointer}: no schema object at this pointer in ${file}`);
    }
    const obj = node as Record<string, unknown>;
    for (const [k, v] of Object.entries(c.expect)) {
      if (JSON.stringify(obj[k]) !== JSON.stringify(v)) {
        throw new Error(
          `schema correction ${c.pointer}: expected ${k}=${JSON.stringify(v)}, found ${JSON.stringify(obj[k])} ` +
            `in ${file}; the document changed, review SCHEMA_CORRECTIONS`,
        );
      }
    }
    for (const k of c.remove ?? []) delete obj[k];
    for (const [k, v] of Object.entries(c.set ?? {})) obj[k] = structuredClone(v);
  }
}

/**
 * The document still carries OpenAPI 3.0 `nullable` in a few places. Ajv honours
 * `nullable: true` next to `type` (adds "null"), but throws on `nullable` without
 * `type` (here only `{ $ref, nullable: true }` in PayPal/B2B schemas). Express
 * those as `anyOf: [<schema>, { type: 'null' }]`, which is what they mean.
 * Only our private parsed copy is changed.
 */
function normalizeNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) normalizeNullable(n);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  if ('nullable' in obj && obj['type'] === undefined) {
    const nullable = obj['nullable'];
    delete obj['nullable'];
    if (nullable === true) {
      const rest = { ...obj };
      for (const k of Object.keys(obj)) delete obj[k];
      obj['anyOf'] = [rest, { type: 'null' }];
    }
  }
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'example' || k === 'examples' || k === 'enum' || k === 'const' || k === 'default') continue;
    normalizeNullable(v);
  }
}

function getValidator(s: State, schemaPath: string[]): ValidateFunction | Error {
  const key = toPointer(schemaPath);
  const cached = s.validators.get(key);
  if (cached) return cached;
  let v: ValidateFunction | Error;
  {
    try {
      v = s.ajv.compile({ $ref: `${SCHEMA_ID}${toUriFragment(schemaPath)}` });
    } catch (e) {
      v = e instanceof Error ? e : new Error(String(e));
    }
    s.validators.set(key, v);
  }
  return v;
}

function matchOperation(s: State, method: string, rawPath: string): { template?: string; error: string } {
  if (!HTTP_METHODS.has(method)) return { error: `unknown HTTP method ${JSON.stringify(method)}` };
  // A template (or literal path) exactly as documented.
  if (isOperation(s.doc.paths[rawPath]?.[method])) return { template: rawPath, error: '' };
  const path = normalizeConcretePath(rawPath);
  const segs = splitPath(path);
  const candidates = s.templates.filter(
    (t) => t.segments.length === segs.length && t.segments.every((seg, i) => t.params[i] || seg === segs[i]),
  );
  const withMethod = candidates.filter((t) => isOperation(s.doc.paths[t.template]?.[method]));
  if (withMethod.length === 0) {
    const others = candidates.map((t) => `${t.template} (${methodsOf(s.doc.paths[t.template] ?? {})})`);
    return {
      error:
        `operation not documented in storeApiSchema.json: ${method.toUpperCase()} ${path}` +
        (others.length ? `; matching templates: ${others.join('; ')}` : '; no path template matches'),
    };
  }
  // Most specific first: compare left to right, a literal segment beats a parameter.
  withMethod.sort((a, b) => {
    for (let i = 0; i < a.params.length; i++) {
      if (a.params[i] !== b.params[i]) return a.params[i] ? 1 : -1;
    }
    return 0;
  });
  return { template: withMethod[0]!.template, error: '' };
}

function normalizeConcretePath(raw: string): string {
  let p = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      /* keep as is */
    }
  }
  p = p.replace(/[?#].*$/, '');
  if (p === '/store-api' || p.startsWith('/store-api/')) p = p.slice('/store-api'.length);
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '');
  return p;
}

function splitPath(p: string): string[] {
  return p
    .split('/')
    .filter((s) => s !== '')
    .map((s) => safeDecode(s));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function isOperation(x: unknown): x is OperationObject {
  return !!x && typeof x === 'object';
}

function methodsOf(item: Record<string, unknown>): string {
  const m = Object.keys(item).filter((k) => HTTP_METHODS.has(k));
  return m.length ? m.map((x) => x.toUpperCase()).join(', ') : 'no operations';
}

function pickMediaType(content: Record<string, unknown>, contentType: string | undefined): string | undefined {
  const types = Object.keys(content);
  const wanted = contentType?.split(';')[0]?.trim().toLowerCase();
  if (wanted && isJsonMediaType(wanted)) {
    const hit = types.find((t) => t.toLowerCase() === wanted);
    if (hit) return hit;
  }
  return (
    types.find((t) => t.toLowerCase() === 'application/json') ??
    types.find((t) => t.toLowerCase() === 'application/vnd.api+json') ??
    types.find((t) => isJsonMediaType(t))
  );
}

function isJsonMediaType(t: string | undefined): boolean {
  if (!t) return false;
  const base = t.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'application/json' || /\+json$/.test(base);
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === '';
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function headerValue(headers: SupertestLikeResponse['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

// --- JSON pointers ----------------------------------------------------------

function escapeToken(t: string): string {
  return t.replace(/~/g, '~0').replace(/\//g, '~1');
}
function unescapeToken(t: string): string {
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}
/** `['paths', '/a/{b}']` → `#/paths/~1a~1{b}` (RFC 6901, readable). */
function toPointer(tokens: string[]): string {
  return `#/${tokens.map(escapeToken).join('/')}`;
}
/** Same as a URI fragment (`{`, `}` and friends percent-encoded), as Ajv expects in `$ref`. */
function toUriFragment(tokens: string[]): string {
  return `#/${tokens.map((t) => encodeURIComponent(escapeToken(t))).join('/')}`;
}
/** `#/components/responses/404` (URI fragment or plain pointer) → tokens. */
function parsePointer(ref: string): string[] {
  const frag = ref.startsWith('#') ? ref.slice(1) : ref;
  return frag
    .split('/')
    .slice(1)
    .map((t) => unescapeToken(safeDecode(t)));
}
function getAt(root: unknown, tokens: string[]): unknown {
  let cur: unknown = root;
  for (const t of tokens) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[t];
  }
  return cur;
}
function instanceAt(root: unknown, instancePath: string): unknown {
  if (instancePath === '') return root;
  return getAt(root, instancePath.split('/').slice(1).map(unescapeToken));
}

// --- error formatting ---------------------------------------------------------

function formatErrors(errors: ErrorObject[], body: unknown): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of errors) {
    const where = e.instancePath || '(root)';
    const detail = paramDetail(e);
    const line = `${where} ${e.message ?? e.keyword}${detail ? ` (${detail})` : ''} — value: ${excerpt(instanceAt(body, e.instancePath))}`;
    if (!seen.has(line)) {
      seen.add(line);
      out.push(line);
    }
  }
  return out;
}

function paramDetail(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `additionalProperty: ${JSON.stringify(p['additionalProperty'])}`;
    case 'enum':
      return `allowed: ${excerpt(p['allowedValues'], 80)}`;
    case 'const':
      return `allowed: ${excerpt(p['allowedValue'], 80)}`;
    case 'unevaluatedProperties':
      return `unevaluatedProperty: ${JSON.stringify(p['unevaluatedProperty'])}`;
    default:
      return '';
  }
}

function excerpt(value: unknown, max = 120): string {
  let s: string;
  try {
    s = value === undefined ? 'undefined' : JSON.stringify(value);
  } catch {
    s = String(value);
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function errMsg(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
