import { randomHex } from '../catalogue/ids.js';
import { violation, violations, type ShopwareErrorEntry } from '../http/shopware-error.js';
import { cartExceptions } from './cart-exceptions.js';
import type { StoredCart } from './stored-cart.js';

type ItemData = Record<string, unknown>;
const IDENTIFIER_MAX_LENGTH = 100;

/** Symfony's ValidatorTrait formatValue(), as it appears in a violation's `{{ value }}`. */
function formatValue(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  return String(value);
}

const isType: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  int: (value) => typeof value === 'number' && Number.isInteger(value),
  bool: (value) => typeof value === 'boolean',
  array: (value) => typeof value === 'object' && value !== null,
};

/** LineItemFactoryRegistry::createValidatorDefinition(): Type constraints on the item's fields. */
function validateItem(data: ItemData): void {
  const fields: [string, string][] = [
    ['id', 'string'],
    ['type', 'string'],
    ['quantity', 'int'],
    ['payload', 'array'],
    ['stackable', 'bool'],
    ['removable', 'bool'],
    ['label', 'string'],
    ['referencedId', 'string'],
    ['coverId', 'string'],
  ];
  const entries: ShopwareErrorEntry[] = [];
  for (const [field, type] of fields) {
    const value = data[field];
    if (value === undefined || value === null || isType[type]!(value)) continue;
    const parameters = { '{{ value }}': formatValue(value), '{{ type }}': type };
    entries.push(violation('INVALID_TYPE_ERROR', 'This value should be of type {{ type }}.', parameters, `/${field}`));
  }
  if (entries.length) throw violations(entries);
}

/** Symfony's InputBag::all('items'): an array (a JSON object counts, by its values), else a 400. */
export function itemsOf(body: unknown, parameter: string): unknown[] {
  const value = (body as Record<string, unknown> | null)?.[parameter];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.values(value);
  throw cartExceptions.unexpectedValue(
    parameter,
    typeof value === 'number' ? (Number.isInteger(value) ? 'int' : 'float') : typeof value,
  );
}

function asItemData(item: unknown): ItemData {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw cartExceptions.unexpectedValue('items', typeof item);
  return item as ItemData;
}

function checkIdentifier(id: string): void {
  if (id.length > IDENTIFIER_MAX_LENGTH) {
    throw cartExceptions.lineItemInvalid(
      `Identifier is too long. Maximum length is ${IDENTIFIER_MAX_LENGTH} characters.`,
    );
  }
  if (/[^a-zA-Z0-9\-_.]/.test(id)) {
    throw cartExceptions.lineItemInvalid(
      'Identifier contains invalid characters. Only alphanumeric characters, dashes, underscores and dots are allowed.',
    );
  }
}

/**
 * POST checkout/cart/line-item for one item (LineItemFactoryRegistry::create, CartItemAddRoute::add):
 * a product joins the cart or raises the quantity of the item with its id; a promotion item only
 * records its code (the discount itself is built on calculation, StorefrontCartSubscriber::onLineItemAdded).
 */
export function addItem(cart: StoredCart, item: unknown): void {
  const data = asItemData(item);
  validateItem(data);
  const type = typeof data['type'] === 'string' ? data['type'] : '';
  if (type === 'promotion') {
    const code = typeof data['referencedId'] === 'string' ? data['referencedId'].trim() : '';
    if (code !== '' && !cart.promotionCodes.includes(code)) cart.promotionCodes.push(code);
    return;
  }
  if (type === 'credit' || type === 'custom') throw cartExceptions.insufficientPermission();
  if (type !== 'product') throw cartExceptions.lineItemTypeNotSupported(type);
  if (data['priceDefinition'] !== undefined && data['priceDefinition'] !== null)
    throw cartExceptions.insufficientPermission();

  const quantity = typeof data['quantity'] === 'number' ? data['quantity'] : 1;
  const referencedId = (data['referencedId'] ?? data['id']) as string | undefined;
  // Shopware gives an item without id a random one; the emulator first looks for the product's
  // item, so that adding a product again raises its quantity whichever way the client names it.
  const id =
    (data['id'] as string | undefined) ??
    cart.lineItems.find((candidate) => candidate.type === 'product' && candidate.referencedId === referencedId)?.id ??
    randomHex();
  checkIdentifier(id);
  if (quantity < 1) throw cartExceptions.invalidQuantity(quantity);

  const existing = cart.lineItems.find((candidate) => candidate.id === id);
  if (existing) {
    if (existing.type !== 'product') throw cartExceptions.mixedLineItemType(id, 'product');
    if (!existing.stackable) throw cartExceptions.lineItemNotStackable(id);
    existing.quantity += quantity;
    return;
  }
  cart.lineItems.push({
    id,
    type: 'product',
    referencedId: referencedId ?? id,
    quantity,
    label: null,
    stackable: true,
    removable: true,
    uniqueIdentifier: randomHex(),
  });
}

/** PATCH checkout/cart/line-item for one item (LineItemFactoryRegistry::update and the type's factory). */
export function updateItem(cart: StoredCart, item: unknown): void {
  const data = asItemData(item);
  const id = data['id'];
  const lineItem = typeof id === 'string' ? cart.lineItems.find((candidate) => candidate.id === id) : undefined;
  if (!lineItem) throw cartExceptions.lineItemNotFound(id === undefined || id === null ? '' : String(id));
  validateItem(data);
  const type = typeof data['type'] === 'string' ? data['type'] : lineItem.type;
  if (type !== 'product' && type !== 'promotion') {
    throw type === 'credit' || type === 'custom'
      ? cartExceptions.insufficientPermission()
      : cartExceptions.lineItemTypeNotSupported(type);
  }
  if (typeof data['quantity'] === 'number') {
    if (data['quantity'] < 1) throw cartExceptions.invalidQuantity(data['quantity']);
    if (!lineItem.stackable) throw cartExceptions.lineItemNotStackable(lineItem.id);
    lineItem.quantity = data['quantity'];
  }
  if (type === 'promotion') throw cartExceptions.lineItemTypeNotUpdatable(type);
  if (data['priceDefinition'] !== undefined && data['priceDefinition'] !== null)
    throw cartExceptions.insufficientPermission();
  if (typeof data['referencedId'] === 'string') lineItem.referencedId = data['referencedId'];
}

/**
 * POST checkout/cart/line-item/delete (CartItemRemoveRoute::remove): every id must name an item;
 * removing a discount also forgets its code (StorefrontCartSubscriber::onLineItemRemoved).
 */
export function removeItems(cart: StoredCart, ids: unknown): void {
  const list = Array.isArray(ids) ? ids : typeof ids === 'object' && ids !== null ? Object.values(ids) : [];
  for (const id of list) {
    if (typeof id !== 'string') throw cartExceptions.lineItemNotFound(String(id));
    const index = cart.lineItems.findIndex((candidate) => candidate.id === id);
    const lineItem = cart.lineItems[index];
    if (!lineItem) throw cartExceptions.lineItemNotFound(id);
    cart.lineItems.splice(index, 1);
    if (lineItem.type === 'promotion') {
      const code = lineItem.referencedId.toLowerCase();
      cart.promotionCodes = cart.promotionCodes.filter((candidate) => candidate.toLowerCase() !== code);
      cart.lineItems = cart.lineItems.filter(
        (candidate) => candidate.type !== 'promotion' || candidate.referencedId.toLowerCase() !== code,
      );
    }
  }
}
