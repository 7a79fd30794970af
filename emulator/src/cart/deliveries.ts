import type { CalculatedDelivery, CalculatedLineItem, CartContext, DeliveryDate } from './calculated-cart.js';
import { grossPrice, taxRulesOf } from './calculator.js';

interface DeliveryTime {
  min: number;
  max: number;
  unit: string;
}

function later(now: Date, amount: number, unit: string): Date {
  const date = new Date(now.getTime());
  if (unit === 'hour') date.setUTCHours(date.getUTCHours() + amount);
  else if (unit === 'week') date.setUTCDate(date.getUTCDate() + amount * 7);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
  else if (unit === 'year') date.setUTCFullYear(date.getUTCFullYear() + amount);
  else date.setUTCDate(date.getUTCDate() + amount);
  return date;
}

/** DeliveryDate::createFromDeliveryTime(): from now, the delivery time's minimum and maximum on. */
const deliveryDateOf = (time: DeliveryTime, now: Date): DeliveryDate => ({
  earliest: later(now, time.min, time.unit),
  latest: later(now, time.max, time.unit),
});

const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** DeliveryBuilder::getDeliveryDateByPositions(): the latest dates of all positions, at least one day apart. */
function deliveryDateOfPositions(positions: CalculatedDelivery['positions']): DeliveryDate {
  let max = positions[0]!.deliveryDate;
  for (const { deliveryDate } of positions) {
    const earliest = max.earliest > deliveryDate.earliest ? max.earliest : deliveryDate.earliest;
    let latest = max.latest > deliveryDate.latest ? max.latest : deliveryDate.latest;
    if (sameDay(earliest, latest)) latest = later(latest, 1, 'day');
    max = { earliest, latest };
  }
  return max;
}

const isFreeDelivery = (item: CalculatedLineItem) => item.product?.record.shippingFree === true;

/**
 * DeliveryBuilder + DeliveryCalculator for the context's shipping method: one delivery with every
 * product and discount as a position. Shipping is free when every product ships free, or when the
 * positions that do not ship free (discounts included) reach the method's free-shipping amount;
 * its tax follows the goods' tax rates (tax type 'auto').
 */
export function buildDeliveries(items: CalculatedLineItem[], context: CartContext): CalculatedDelivery[] {
  const method = context.shippingMethod;
  const methodTime = context.view.shippingMethods.find((candidate) => candidate.id === method.id)?.deliveryTime ?? null;
  const positions: CalculatedDelivery['positions'] = [];
  for (const item of items) {
    const productTime = (item.product?.doc['deliveryTime'] as DeliveryTime | null | undefined) ?? null;
    const time = productTime ?? methodTime;
    if (!time) continue;
    positions.push({ item, deliveryDate: deliveryDateOf(time, context.now) });
  }
  if (positions.length === 0) return [];

  const onlyFree = positions.every((position) => !position.item.product || isFreeDelivery(position.item));
  const chargeable = positions
    .filter((position) => !isFreeDelivery(position.item))
    .reduce((sum, position) => sum + position.item.price.totalPrice, 0);
  const free = onlyFree || (method.freeFrom !== null && chargeable >= method.freeFrom - 1e-9);
  const rules = taxRulesOf(positions.map((position) => position.item.price));
  return [
    {
      positions,
      deliveryDate: deliveryDateOfPositions(positions),
      shippingMethod: method,
      shippingCosts: grossPrice(free ? 0 : method.price, 1, rules),
      location: context.location,
    },
  ];
}
