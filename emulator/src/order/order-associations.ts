import { emptyCriteria, type Criteria } from '../criteria/criteria.js';
import type { EntityDefinition } from '../criteria/entity-definitions.js';
import { matchesAll } from '../criteria/evaluate-filter.js';
import { sortDocuments } from '../criteria/sort-documents.js';

/**
 * Which associations of an order a criteria loads, as the DAL does: an association is in the
 * answer only when requested (ManyToOne and OneToMany fields are not autoloaded), except the
 * autoloaded OneToOne `orderCustomer`. `stateMachineState` and `documents` are always sent: the
 * official schema requires them (Shopware would send `null` for an unloaded state). Nested
 * criteria of a to-many association (filter, sort, limit) apply to its elements.
 */
interface Association {
  autoload?: boolean;
  nested: Shape;
}
type Shape = Record<string, Association>;

const association = (nested: Shape = {}, autoload = false): Association => ({ nested, autoload });
const address: Shape = { country: association(), countryState: association(), salutation: association() };
const delivery: Shape = {
  stateMachineState: association(),
  shippingOrderAddress: association(address),
  shippingMethod: association(),
  positions: association(),
};
const transaction: Shape = { stateMachineState: association(), paymentMethod: association(), captures: association() };

const orderShape: Shape = {
  stateMachineState: association({}, true),
  documents: association({}, true),
  orderCustomer: association({ salutation: association() }, true),
  currency: association(),
  language: association(),
  addresses: association(address),
  billingAddress: association(address),
  deliveries: association(delivery),
  lineItems: association({ cover: association(), downloads: association() }),
  transactions: association(transaction),
  primaryOrderDelivery: association(delivery),
  primaryOrderTransaction: association(transaction),
  tags: association(),
};

/** Criteria::addAssociation('a.b.c') style keys folded into nested criteria. */
function associationsOf(criteria: Criteria): Record<string, Criteria> {
  const result: Record<string, Criteria> = {};
  for (const [key, nested] of Object.entries(criteria.associations)) {
    const [head, ...rest] = key.split('.');
    const target = (result[head!] ??= emptyCriteria());
    if (rest.length === 0)
      Object.assign(target, { ...nested, associations: { ...target.associations, ...nested.associations } });
    else target.associations[rest.join('.')] = nested;
  }
  return result;
}

const definitionOf = (name: string): EntityDefinition => ({
  name,
  aliases: {},
  optionalAssociations: [],
  searchFields: [],
});

function applyToMany(name: string, elements: { id: string }[], criteria: Criteria): { id: string }[] {
  const definition = definitionOf(name);
  const filtered = elements.filter((element) => matchesAll(element, criteria.filters, definition));
  const sorted = criteria.sorts.length ? sortDocuments(filtered, criteria.sorts, definition) : filtered;
  return criteria.limit === null
    ? sorted
    : sorted.slice((criteria.page - 1) * criteria.limit, criteria.page * criteria.limit);
}

function shape(doc: Record<string, unknown>, entityShape: Shape, criteria: Criteria): Record<string, unknown> {
  const loaded = associationsOf(criteria);
  const result: Record<string, unknown> = { ...doc };
  for (const [name, definition] of Object.entries(entityShape)) {
    const requested = loaded[name];
    if (!requested && !definition.autoload) {
      delete result[name];
      continue;
    }
    const nested = requested ?? emptyCriteria();
    const value = result[name];
    if (Array.isArray(value)) {
      result[name] = applyToMany(name, value as { id: string }[], nested).map((element) =>
        shape(element as unknown as Record<string, unknown>, definition.nested, nested),
      );
    } else if (value && typeof value === 'object') {
      result[name] = shape(value as Record<string, unknown>, definition.nested, nested);
    }
  }
  return result;
}

/** The order document with only the associations the criteria (plus the route's own) load. */
export function withAssociations(doc: object, criteria: Criteria): Record<string, unknown> {
  return shape(doc as Record<string, unknown>, orderShape, criteria);
}

/** A criteria loading the given association paths (as a route adds them with addAssociation). */
export function criteriaWith(paths: string[], base: Criteria = emptyCriteria()): Criteria {
  const associations = { ...base.associations };
  for (const path of paths) associations[path] ??= emptyCriteria();
  return { ...base, associations };
}
