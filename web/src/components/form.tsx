import { zodResolver } from '@hookform/resolvers/zod';
import { inputMessage } from '@weingut/schema/input-messages';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  useForm,
  type DefaultValues,
  type Resolver,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The one form pattern of the client (conventions 14): react-hook-form with the shared zod rules
 * of @weingut/schema; their refusals are input codes, worded here in the interface language;
 * the gateway's userErrors land on the field they name (or on the whole form).
 */
export function useShopForm<Values extends FieldValues>(
  schema: z.ZodType<Values, z.ZodTypeDef, Values>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values>;
/**
 * A form whose values are not yet the rule's input (a 'different shipping address' switch, empty
 * optionals): `prepare` turns them into it before the rule runs; the submit handler gets the rule's output.
 */
export function useShopForm<Values extends FieldValues, Input>(
  schema: z.ZodType<Input, z.ZodTypeDef, unknown>,
  defaultValues: DefaultValues<Values>,
  prepare: (values: Values) => unknown,
): UseFormReturn<Values, unknown, Input>;
export function useShopForm<Values extends FieldValues>(
  schema: z.ZodTypeAny,
  defaultValues: DefaultValues<Values>,
  prepare?: (values: Values) => unknown,
): UseFormReturn<Values> {
  const validate = zodResolver(schema);
  const resolver: Resolver<Values> = prepare
    ? (values, context, options) =>
        validate(prepare(values) as Values, context, options as never) as ReturnType<Resolver<Values>>
    : (validate as Resolver<Values>);
  return useForm<Values>({ resolver, defaultValues, mode: 'onTouched' });
}

/** The text of an input code (REQUIRED, EMAIL_INVALID, ZIPCODE_INVALID|12345 …) in the interface language; other texts as they are. */
export function useInputMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message ? (inputMessage(message, (key, parameters) => t(key, parameters)) ?? message) : message);
}

export interface UserErrorLike {
  field?: string | null;
  message: string;
}

/** Puts the gateway's userErrors on their fields; returns the messages for the whole form. */
export function applyUserErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  userErrors: UserErrorLike[],
  fields: readonly Path<Values>[],
): string[] {
  const general: string[] = [];
  for (const error of userErrors) {
    const field = fields.find((name) => name === error.field);
    if (field) form.setError(field, { type: 'server', message: error.message });
    else general.push(error.message);
  }
  return general;
}

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The message of a field, tied to its control for screen readers (aria-describedby). */
function useFieldMessage(error: string | undefined) {
  const id = useId();
  const message = useInputMessage()(error);
  const control = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  } as const;
  const text = message ? (
    <p id={`${id}-error`} className="text-sm text-red-800">
      {message}
    </p>
  ) : null;
  return { id, control, text, border: message ? 'border-red-700' : 'border-neutral-300' };
}

/** A field's frame: the label above its control, the message below. */
function LabelledField({
  field,
  label,
  children,
}: {
  field: ReturnType<typeof useFieldMessage>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {field.text}
    </div>
  );
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A labelled input with its message. */
export function TextField({ label, registration, error, ...input }: TextFieldProps) {
  const field = useFieldMessage(error);
  return (
    <LabelledField field={field} label={label}>
      <input
        {...input}
        {...registration}
        {...field.control}
        className={`rounded-sm border px-3 py-2 ${field.border} focus:border-primary`}
      />
    </LabelledField>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

/** A labelled multi-line input with its message. */
export function TextAreaField({ label, registration, error, ...textarea }: TextAreaFieldProps) {
  const field = useFieldMessage(error);
  return (
    <LabelledField field={field} label={label}>
      <textarea
        rows={4}
        {...textarea}
        {...registration}
        {...field.control}
        className={`rounded-sm border px-3 py-2 ${field.border} focus:border-primary`}
      />
    </LabelledField>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
    options: readonly { value: string; label: string }[];
    /** The empty first entry ('Please choose'); a select without it starts on its first option. */
    placeholder?: string;
  };

/** A labelled select with its message. */
export function SelectField({ label, registration, error, options, placeholder, ...select }: SelectFieldProps) {
  const field = useFieldMessage(error);
  return (
    <LabelledField field={field} label={label}>
      <select
        {...select}
        {...registration}
        {...field.control}
        className={`rounded-sm border bg-white px-3 py-2 ${field.border} focus:border-primary`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

type CheckboxFieldProps = Omit<FieldProps, 'label'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> & { label: ReactNode };

/** A checkbox with its label beside it and its message below (terms, consent, options). */
export function CheckboxField({ label, registration, error, ...input }: CheckboxFieldProps) {
  const field = useFieldMessage(error);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          {...input}
          {...registration}
          {...field.control}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={field.id} className="text-sm">
          {label}
        </label>
      </div>
      {field.text}
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
