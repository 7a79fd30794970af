import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KNOWN_STATUSES, pageErrorOf } from '../lib/error-status';
import { applyUserErrors, type UserErrorLike } from './form';

/**
 * Sends a form through a mutation: the gateway's userErrors land on their fields, the others (and a
 * request that failed as a whole) become the form's messages for `<FormMessages>`. `submit` answers
 * whether the form was accepted.
 */
export function useFormSubmit<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, 'setError'>, fields: readonly Path<Values>[]) {
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
        const { status, message } = pageErrorOf(error);
        setMessages([(KNOWN_STATUSES as readonly number[]).includes(status) ? t(`errors.${status}`) : (message ?? t('errors.500'))]);
        return false;
      }
    },
    [form, fields, t],
  );
  return { messages, setMessages, submit };
}
