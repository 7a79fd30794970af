import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLocale } from '../lib/i18n';
import { isLocale, languageOf, LOCALE_NAMES, LOCALES } from '../lib/locales';
import { useSwitchLocale } from '../lib/use-switch-locale';
import { GlobeIcon } from './icons';

/** The interface language: a labelled select of the five languages, each by its own name. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const switchLocale = useSwitchLocale();
  const id = useId();
  const field =
    tone === 'dark' ? 'border-white/40 bg-primary-dark text-white' : 'border-neutral-300 bg-white text-neutral-900';
  return (
    <div className="flex items-center gap-2">
      <GlobeIcon width={18} height={18} />
      <label htmlFor={id}>{t('common.language')}</label>
      <select
        id={id}
        value={interfaceLocale(i18n)}
        onChange={(event) => {
          if (isLocale(event.target.value)) void switchLocale(event.target.value);
        }}
        className={`rounded-sm border px-2 py-1 ${field}`}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={languageOf(locale)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
