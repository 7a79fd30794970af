import { STATUS_CODES } from 'node:http';

/** Parameters as Shopware renders them: an object, or `[]` when there are none. */
export type ErrorParameters = Record<string, unknown>;

export interface ShopwareErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string };
  meta: { parameters: ErrorParameters | [] };
}

/** Fills Shopware's `{{ name }}` placeholders from the parameters. */
export function interpolate(template: string, parameters: ErrorParameters): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in parameters ? String(parameters[name]) : whole,
  );
}

/**
 * One error answer of the Store API, shaped as Shopware's ErrorResponseFactory renders a
 * ShopwareHttpException: `{ errors: [{ status, code, title, detail, meta: { parameters } }] }`.
 */
export class ShopwareError extends Error {
  readonly entries: ShopwareErrorEntry[];

  constructor(
    readonly status: number,
    code: string,
    messageTemplate: string,
    parameters: ErrorParameters = {},
    pointer?: string,
  ) {
    const detail = interpolate(messageTemplate, parameters);
    super(detail);
    this.entries = [errorEntry(status, code, detail, parameters, pointer)];
  }

  /** Several violations in one answer (criteria mapping, constraint violations). */
  static many(status: number, entries: ShopwareErrorEntry[]): ShopwareError {
    const error = new ShopwareError(status, entries[0]?.code ?? '0', entries[0]?.detail ?? '');
    error.entries.splice(0, error.entries.length, ...entries);
    return error;
  }

  toBody(): { errors: ShopwareErrorEntry[] } {
    return { errors: this.entries };
  }
}

export function errorEntry(
  status: number,
  code: string,
  detail: string,
  parameters: ErrorParameters = {},
  pointer?: string,
): ShopwareErrorEntry {
  return {
    status: String(status),
    code,
    title: STATUS_CODES[status] ?? 'unknown status',
    detail,
    ...(pointer === undefined ? {} : { source: { pointer } }),
    meta: { parameters: Object.keys(parameters).length === 0 ? [] : parameters },
  };
}

const couldNotFind = 'Could not find {{ entity }} with {{ field }} "{{ value }}"';

/** The Shopware exceptions the read side raises, by their factory names in Shopware. */
export const errors = {
  missingAccessKey: () => new ShopwareError(401, '0', 'Header "sw-access-key" is required.'),
  salesChannelNotFound: () =>
    new ShopwareError(412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND', 'No matching sales channel found.'),
  languageNotFound: (value: string) =>
    new ShopwareError(412, 'SYSTEM__LANGUAGE_NOT_FOUND', couldNotFind, { entity: 'language', field: 'id', value }),
  currencyNotFound: (currencyId: string) =>
    new ShopwareError(
      404,
      'SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION',
      'Currency with id "{{ currencyId }}" not found!.',
      {
        currencyId,
      },
    ),
  malformedJson: () => new ShopwareError(400, '0', 'The JSON payload is malformed.'),
  missingParameter: (parameterName: string, path = '') =>
    new ShopwareError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "{{ parameterName }}" is missing.', {
      parameterName,
      path,
    }),
  invalidParameter: (parameterName: string) =>
    new ShopwareError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "{{ parameterName }}" is invalid.', {
      parameterName,
    }),
  productNotFound: (productId: string) =>
    new ShopwareError(404, 'CONTENT__PRODUCT_NOT_FOUND', 'Product for id {{ productId }} not found.', { productId }),
  sortingNotFound: (key: string) =>
    new ShopwareError(404, 'PRODUCT_SORTING_NOT_FOUND', couldNotFind, { entity: 'sorting', field: 'key', value: key }),
  categoryNotFound: (id: string) =>
    new ShopwareError(404, 'CONTENT__CATEGORY_NOT_FOUND', 'Category "{{ id }}" not found.', { id }),
  countryNotFound: (id: string) =>
    new ShopwareError(404, 'CHECKOUT__COUNTRY_NOT_FOUND', 'Country with id "{{ countryId }}" not found.', {
      countryId: id,
    }),
  routeNotFound: (method: string, path: string) =>
    new ShopwareError(404, '0', 'No route found for "{{ method }} {{ path }}"', { method, path }),
  methodNotAllowed: (method: string, path: string, allowed: string) =>
    new ShopwareError(
      405,
      '0',
      'No route found for "{{ method }} {{ path }}": Method Not Allowed (Allow: {{ allowed }})',
      {
        method,
        path,
        allowed,
      },
    ),
  internal: () => new ShopwareError(500, '0', 'Internal Server Error'),
};

/** One Symfony constraint violation as Shopware's ConstraintViolationException renders it. */
export function violation(
  name: string,
  template: string,
  parameters: Record<string, string>,
  pointer: string,
): ShopwareErrorEntry {
  const detail = template.replace(/\{\{ (\w+) \}\}/g, (whole, key: string) => parameters[`{{ ${key} }}`] ?? whole);
  return {
    code: `VIOLATION::${name}`,
    status: '400',
    title: 'Constraint violation error',
    detail,
    source: { pointer },
    meta: { parameters },
  };
}

export function violations(entries: ShopwareErrorEntry[]): ShopwareError {
  return ShopwareError.many(400, entries);
}
