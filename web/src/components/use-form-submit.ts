import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../lib/error-status';
import { applyUserErrors, type UserErrorLike } from './form';

/**
 * Sends a form through a mutation: the gateway's userErrors land on their fields, the others (and a
 * request that failed as a whole: the text of its status) become the form's messages for
 * `<FormMessages>`. `submit` answers whether the form was accepted; `submitPayload`, for a form that
 * goes on with the mutation's answer (the order placed, the address saved), the payload when accepted.
 */
export function useFormSubmit<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  fields: readonly Path<Values>[],
) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<string[]>([]);

  const submit = useCallback(
    async (send: () => Promise<readonly UserErrorLike[] | null | undefined>): Promise<boolean> => {
      setMessages([]);
      try {
        const userErrors = [...((await send()) ?? [])];
        setMessages(applyUserErrors(form, userErrors, fields));
        return userErrors.length === 0;
      } catch (error) {
        setMessages([failureMessage(t, error)]);
        return false;
      }
    },
    [form, fields, t],
  );
  const submitPayload = useCallback(
    async <Payload extends { userErrors: readonly UserErrorLike[] }>(
      send: () => Promise<Payload | null | undefined>,
    ): Promise<Payload | null> => {
      let payload: Payload | null | undefined;
      const accepted = await submit(async () => (payload = await send())?.userErrors);
      return accepted ? (payload ?? null) : null;
    },
    [submit],
  );
  return { messages, setMessages, submit, submitPayload };
}
