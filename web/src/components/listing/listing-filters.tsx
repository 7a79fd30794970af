import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingResultFragment } from '../../gql/graphql';
import { useDraft } from '../../lib/use-draft';
import type { ListingParams } from './listing-params';
import type { RefusedArgument } from './use-refusal-fallback';

interface ListingFiltersProps {
  options: ListingResultFragment['filterOptions'];
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
  /** Filters of the URL the gateway refused: shown beside their fields, not applied. */
  refused?: RefusedArgument[];
}

/** The facets (Weinart, Rebsorte, Jahrgang, Lage, Geschmack …) and the price range. */
export function ListingFilters({ options, params, onChange, refused = [] }: ListingFiltersProps) {
  const { t } = useTranslation();
  // Ticked at once, while the route's loader and the listing follow the URL.
  const [chosenKey, setChosenKey] = useDraft(params.properties.join('|'));
  const chosen = chosenKey ? chosenKey.split('|') : [];
  const selected = new Set(chosen);
  const toggle = (id: string) => {
    const next = selected.has(id) ? chosen.filter((entry) => entry !== id) : [...chosen, id];
    setChosenKey(next.join('|'));
    onChange({ properties: next });
  };
  const active = params.properties.length > 0 || params.minPrice !== null || params.maxPrice !== null;
  return (
    <div className="flex flex-col gap-2" data-testid="listing-filters">
      {refused.includes('filters.propertyOptionIds') && (
        <p className="text-sm text-red-800" role="alert">
          {t('listing.propertiesRefused')}
        </p>
      )}
      {options.propertyGroups.map((group) => {
        const count = group.options.filter((option) => selected.has(option.id)).length;
        return (
          <details
            key={group.id}
            className="group/filter border-b border-neutral-200 pb-2"
            open={count > 0 || undefined}
          >
            <summary className="flex cursor-pointer list-none items-center justify-between py-2 font-medium text-primary">
              <span>
                {group.name}
                {count > 0 && <span className="ml-2 rounded-full bg-primary px-2 text-xs text-white">{count}</span>}
              </span>
              <span aria-hidden="true" className="transition-transform group-open/filter:rotate-180">
                ▾
              </span>
            </summary>
            <fieldset className="flex max-h-60 flex-col gap-1 overflow-y-auto pb-1">
              <legend className="sr-only">{group.name}</legend>
              {group.options.map((option) => (
                <label key={option.id} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
                  <input
                    type="checkbox"
                    checked={selected.has(option.id)}
                    onChange={() => toggle(option.id)}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  {option.colorHexCode && (
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full ring-1 ring-neutral-300"
                      style={{ backgroundColor: option.colorHexCode }}
                    />
                  )}
                  <span>{option.name}</span>
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
      {options.price && (
        <PriceFilter
          params={params}
          onChange={onChange}
          placeholderMin={options.price.min.amount}
          placeholderMax={options.price.max.amount}
          refusedMin={refused.includes('filters.minPrice')}
          refusedMax={refused.includes('filters.maxPrice')}
        />
      )}
      {active && (
        <button
          type="button"
          onClick={() => onChange({ properties: [], minPrice: null, maxPrice: null })}
          className="mt-2 self-start text-sm text-primary underline underline-offset-2 hover:no-underline"
        >
          {t('listing.resetFilters')}
        </button>
      )}
    </div>
  );
}

function PriceFilter({
  params,
  onChange,
  placeholderMin,
  placeholderMax,
  refusedMin,
  refusedMax,
}: {
  params: ListingParams;
  onChange: ListingFiltersProps['onChange'];
  placeholderMin: number;
  placeholderMax: number;
  /** The gateway refused the URL's lowest price (below 0). */
  refusedMin: boolean;
  /** The gateway refused the URL's highest price (below the lowest). */
  refusedMax: boolean;
}) {
  const { t } = useTranslation();
  const minErrorId = useId();
  const maxErrorId = useId();
  const [min, setMin] = useDraft(params.minPrice?.toString() ?? '');
  const [max, setMax] = useDraft(params.maxPrice?.toString() ?? '');
  const parse = (value: string) =>
    value.trim() === '' || !Number.isFinite(Number(value.replace(',', '.')))
      ? null
      : Math.max(0, Number(value.replace(',', '.')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ minPrice: parse(min), maxPrice: parse(max) });
  };
  const input = 'h-9 w-full min-w-0 rounded-sm border border-neutral-300 px-2 text-sm';
  return (
    <form onSubmit={submit} className="border-b border-neutral-200 pb-3">
      <fieldset>
        <legend className="py-2 font-medium text-primary">{t('listing.price')}</legend>
        <div className="flex items-end gap-2">
          <label className="flex-1 text-xs text-secondary">
            {t('listing.minPrice')}
            <input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={min}
              placeholder={String(Math.floor(placeholderMin))}
              onChange={(event) => setMin(event.target.value)}
              aria-invalid={refusedMin || undefined}
              aria-describedby={refusedMin ? minErrorId : undefined}
              className={`${input} ${refusedMin ? 'border-red-800' : ''}`}
            />
          </label>
          <label className="flex-1 text-xs text-secondary">
            {t('listing.maxPrice')}
            <input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={max}
              placeholder={String(Math.ceil(placeholderMax))}
              onChange={(event) => setMax(event.target.value)}
              aria-invalid={refusedMax || undefined}
              aria-describedby={refusedMax ? maxErrorId : undefined}
              className={`${input} ${refusedMax ? 'border-red-800' : ''}`}
            />
          </label>
        </div>
        {refusedMin && (
          <p id={minErrorId} className="mt-1 text-xs text-red-800" data-testid="price-refusal">
            {t('listing.minPriceRefused')}
          </p>
        )}
        {refusedMax && (
          <p id={maxErrorId} className="mt-1 text-xs text-red-800" data-testid="price-refusal">
            {t('listing.maxPriceRefused')}
          </p>
        )}
        <button
          type="submit"
          className="mt-2 h-9 w-full rounded-sm border border-primary text-sm font-medium text-primary hover:bg-primary hover:text-white"
        >
          {t('listing.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
