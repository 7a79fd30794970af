import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

export function clampQuantity(value: number, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.round(value), Math.max(min, QUANTITY_MIN)), Math.min(max, QUANTITY_MAX));
}

interface PurchaseRules {
  min: number;
  max: number;
  step: number;
  allowedQuantities?: number[] | null;
}

/** The quantities to choose from: the allowed list, or min..max (at most 99) on a step grid above 1; null for free entry. */
export function quantityStepsOf({ min, max, step, allowedQuantities }: PurchaseRules): number[] | null {
  if (allowedQuantities?.length) return allowedQuantities;
  if (step <= 1) return null;
  const steps: number[] = [];
  for (let value = Math.max(min, QUANTITY_MIN); value <= Math.min(max, QUANTITY_MAX); value += step) steps.push(value);
  return steps;
}

/** The quantity a selector starts with: the first allowed one, else the minimum. */
export function initialQuantityOf(rules: PurchaseRules | undefined): number {
  if (!rules) return QUANTITY_MIN;
  return quantityStepsOf(rules)?.[0] ?? clampQuantity(rules.min, rules.min, rules.max);
}

interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  /** The allowed quantities (purchase steps): a dropdown instead of free entry. */
  steps?: number[] | null;
  min?: number;
  max?: number;
  id?: string;
  className?: string;
}

/**
 * 1..99 as free entry, or a dropdown of the allowed quantities when the product has purchase steps.
 * While the shopper types, the field keeps their text (it may be empty) and `value` follows it clamped;
 * leaving the field shows the clamped value, an empty one the minimum.
 */
export function QuantitySelector({
  value,
  onChange,
  steps,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  id,
  className: extra = 'w-16',
}: QuantitySelectorProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const className = `h-10 rounded-sm border border-neutral-300 bg-white px-2 text-center ${extra}`;
  if (steps && steps.length > 1) {
    return (
      <select
        id={id}
        aria-label={t('productCard.quantity')}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={className}
      >
        {steps.map((step) => (
          <option key={step} value={step}>
            {step}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      aria-label={t('productCard.quantity')}
      min={Math.max(min, QUANTITY_MIN)}
      max={Math.min(max, QUANTITY_MAX)}
      value={typed ?? value}
      onChange={(event) => {
        setTyped(event.target.value);
        if (event.target.value !== '') onChange(clampQuantity(Number(event.target.value), min, max));
      }}
      onBlur={() => {
        if (typed === '') onChange(clampQuantity(min, min, max));
        setTyped(null);
      }}
      className={className}
    />
  );
}
