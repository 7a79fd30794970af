import { UpstreamError } from '../shopware/upstream-error.js';
import { toGraphQLError } from './to-graphql-error.js';
import { withUpstreamDetailHidden } from './upstream-detail.js';
import { userErrorsFromUpstream } from './user-errors-from-upstream.js';

const refusal = new UpstreamError({
  kind: 'http',
  status: 400,
  message: 'Constraint violation error',
  errors: [
    { code: 'VIOLATION::IS_BLANK_ERROR', detail: 'This value should not be blank.', source: { pointer: '/city' } },
    {
      code: 'VIOLATION::NOT_EQUAL_LENGTH_ERROR',
      detail: 'This value should have exactly 2 characters.',
      source: { pointer: '/title' },
      meta: { parameters: { '{{ limit }}': '2' } },
    },
    {
      code: 'VIOLATION::REGEX_FAILED_ERROR',
      detail: 'This value is not valid.',
      source: { pointer: '/billingAddress/lastName' },
    },
    { code: 'CHECKOUT__SOMETHING_NEW', detail: 'Something new happened.' },
  ],
});

test('outside production, a refusal the shop does not word keeps Shopware’s code and detail for developers', () => {
  expect(userErrorsFromUpstream(refusal, 'en-GB')?.map((error) => error.code)).toEqual([
    'IS_BLANK_ERROR',
    'NOT_EQUAL_LENGTH_ERROR',
    'REGEX_FAILED_ERROR',
    'CHECKOUT__SOMETHING_NEW',
  ]);
});

test('in production, it carries input codes and the shop’s words only', () => {
  expect(withUpstreamDetailHidden(() => userErrorsFromUpstream(refusal, 'de-DE'))).toEqual([
    { field: 'city', code: 'REQUIRED', message: 'Dieses Feld ist ein Pflichtfeld.' },
    { field: 'title', code: 'INPUT_INVALID', message: 'Bitte überprüfen Sie diese Eingabe.' },
    {
      field: 'billingAddress.lastName',
      code: 'URL_NOT_ALLOWED',
      message: 'Bitte geben Sie hier keine Internetadresse ein.',
    },
    { field: null, code: 'UPSTREAM_400', message: 'Hoppla, da ist etwas gründlich schiefgegangen :(' },
  ]);
});

test('a GraphQL error of an unknown code: Shopware’s detail outside production, none in production', () => {
  const failure = new UpstreamError({
    kind: 'http',
    status: 412,
    message: 'x',
    errors: [
      {
        code: 'SYSTEM__LANGUAGE_NOT_FOUND',
        detail: 'The language "abc" was not found.',
        meta: { parameters: { languageId: 'abc' } },
      },
    ],
  });
  expect(toGraphQLError(failure, 'en-GB')).toMatchObject({
    message: 'The language "abc" was not found.',
    extensions: { code: 'UPSTREAM_412', upstreamCode: 'SYSTEM__LANGUAGE_NOT_FOUND', parameters: { languageId: 'abc' } },
  });
  const masked = toGraphQLError(failure, 'it-IT', true);
  expect({ message: masked.message, extensions: masked.extensions }).toEqual({
    message: 'Ops, qualcosa è andato terribilmente storto :(',
    extensions: { code: 'UPSTREAM_412', status: 412 },
  });
});

test('Shopware’s own throttle tells its wait as a number (its `seconds` parameter), a refusal of another kind none', () => {
  const throttled = new UpstreamError({
    kind: 'http',
    status: 429,
    message: 'Too Many Requests',
    errors: [
      {
        code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
        detail: 'Customer auth throttled for 27 seconds.',
        meta: { parameters: { seconds: 27 } },
      },
    ],
  });
  expect(userErrorsFromUpstream(throttled, 'en-GB')).toEqual([
    {
      field: null,
      code: 'CUSTOMER_AUTH_THROTTLED',
      message: 'Too many login attempts. Please wait 27 seconds.',
      retryAfterSeconds: 27,
    },
  ]);
  expect(userErrorsFromUpstream(refusal, 'en-GB')?.every((error) => error.retryAfterSeconds === null)).toBe(true);
});
