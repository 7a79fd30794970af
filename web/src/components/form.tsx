import { zodResolver } from '@hookform/resolvers/zod';
import { INPUT_MESSAGES } from '@weingut/schema/input-messages';
import { useId, type InputHTMLAttributes } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isLocale, FALLBACK_LOCALE } from '../lib/locales';

/**
 * The one form pattern of the client (conventions 14): react-hook-form with the shared zod rules
 * of @weingut/schema; their refusals are input codes, worded here in the interface language;
 * the gateway's userErrors land on the field they name (or on the whole form).
 */
export function useShopForm<Values extends FieldValues>(schema: z.ZodType<Values, z.ZodTypeDef, Values>, defaultValues: DefaultValues<Values>): UseFormReturn<Values> {
  return useForm<Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
}

/** The text of an input code (REQUIRED, EMAIL_INVALID …) in the interface language; other texts as they are. */
export function useInputMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
  return (message) => (message && message in INPUT_MESSAGES ? INPUT_MESSAGES[message as keyof typeof INPUT_MESSAGES][locale] : message);
}

export interface UserErrorLike {
  field?: string | null;
  message: string;
}

/** Puts the gateway's userErrors on their fields; returns the messages for the whole form. */
export function applyUserErrors<Values extends FieldValues>(form: UseFormReturn<Values>, userErrors: UserErrorLike[], fields: readonly Path<Values>[]): string[] {
  const general: string[] = [];
  for (const error of userErrors) {
    const field = fields.find((name) => name === error.field);
    if (field) form.setError(field, { type: 'server', message: error.message });
    else general.push(error.message);
  }
  return general;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A labelled input with its message; the message is tied to the input for screen readers. */
export function TextField({ label, registration, error, ...input }: TextFieldProps) {
  const id = useId();
  const message = useInputMessage()(error);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className={`rounded-sm border px-3 py-2 ${message ? 'border-red-700' : 'border-neutral-300'} focus:border-primary`}
      />
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}

export function FormMessages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-sm border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
