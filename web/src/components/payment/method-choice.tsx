import { useState, type ReactNode } from 'react';

export interface MethodOption {
  id: string;
  name: string;
  description?: string | null;
  /** What sets the method apart: its price and delivery time, or its logo. */
  detail?: ReactNode;
}

interface MethodChoiceProps {
  legend: string;
  name: string;
  options: readonly MethodOption[];
  selectedId: string | null | undefined;
  disabled?: boolean;
  /** Applies the choice; the radio shows it at once and until the returned promise settles. */
  onChoose(id: string): unknown;
}

/** A radio list of shipping or payment methods; choosing one applies it at once. */
export function MethodChoice({ legend, name, options, selectedId, disabled, onChoose }: MethodChoiceProps) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const shownId = pendingId ?? selectedId;
  const choose = (id: string) => {
    setPendingId(id);
    void Promise.resolve(onChoose(id)).finally(() => setPendingId(null));
  };
  return (
    <fieldset disabled={disabled} aria-busy={disabled || undefined}>
      <legend className="sr-only">{legend}</legend>
      <ul className="flex flex-col gap-3">
        {options.map((option) => {
          const checked = option.id === shownId;
          return (
            <li key={option.id}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-sm border p-4 ${checked ? 'border-primary bg-sand' : 'border-neutral-300 hover:border-primary'}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={() => choose(option.id)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-medium">{option.name}</span>
                  {option.description && (
                    <span className="text-sm whitespace-pre-line text-secondary">{option.description}</span>
                  )}
                </span>
                {option.detail && <span className="shrink-0 text-right text-sm">{option.detail}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
