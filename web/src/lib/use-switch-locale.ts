import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { ShopLanguagesDocument, SwitchLanguageDocument } from '../gql/graphql';
import { changeInterfaceLocale, ensureMessages, interfaceLocale, rememberLocale } from './i18n';
import type { Locale } from './locales';
import { useSession } from './session/use-session';

/**
 * Asks the gateway to switch the session's language to `locale` (catalogue texts follow) when the
 * shop has that language; returns whether it switched. The gateway's messages follow the session's
 * language first, and Accept-Language (the interface language, on every request) only without one.
 */
async function switchGatewayLanguage(client: ApolloClient, locale: Locale): Promise<boolean> {
  const { data } = await client.query({ query: ShopLanguagesDocument });
  const language = data?.languages?.find((candidate) => candidate.locale === locale);
  if (!language) return false;
  const result = await client.mutate({ mutation: SwitchLanguageDocument, variables: { languageId: language.id } });
  return (result.data?.switchLanguage.userErrors.length ?? 1) === 0;
}

/**
 * Switches the interface language: i18next, the stored choice (localStorage), the gateway's
 * session language; then the cache is dropped and the page's data is read again in it.
 */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const { i18n } = useTranslation();
  const client = useApolloClient();
  const revalidator = useRevalidator();
  return useCallback(
    async (locale: Locale) => {
      // Offline, a message set not loaded yet cannot come: the language stays as it is.
      if (
        !(await ensureMessages(i18n, locale).then(
          () => true,
          () => false,
        ))
      )
        return;
      rememberLocale(locale);
      await changeInterfaceLocale(i18n, locale);
      const switched = await switchGatewayLanguage(client, locale).catch(() => false);
      if (switched) {
        await client.resetStore().catch(() => undefined);
        await revalidator.revalidate();
      } else {
        await client.refetchQueries({ include: 'active' }).catch(() => undefined);
      }
    },
    [client, i18n, revalidator],
  );
}

/**
 * Keeps the gateway's session language on the interface language chosen earlier (a new session,
 * cleared cookies): once per visit, when the session's language differs.
 */
export function useLanguageSync(): void {
  const { i18n } = useTranslation();
  const { session } = useSession();
  const switchLocale = useSwitchLocale();
  const done = useRef(false);
  const locale = interfaceLocale(i18n);
  useEffect(() => {
    if (done.current || !session) return;
    done.current = true;
    if (session.language.locale !== locale) void switchLocale(locale);
  }, [session, locale, switchLocale]);
}
