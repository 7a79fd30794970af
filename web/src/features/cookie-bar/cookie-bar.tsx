import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, writeStorage } from '../../lib/storage';

/** The bar appears 5 s after load unless the flag in localStorage is 'true'. */
export const COOKIE_BAR_DELAY_MS = 5000;
export const COOKIE_ACCEPTED_KEY = 'shop.cookie-notice-accepted';

export function CookieBar({ delayMs = COOKIE_BAR_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readStorage(() => localStorage, COOKIE_ACCEPTED_KEY) === 'true') return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <section
      aria-label={t('cookieBar.label')}
      className="fixed inset-x-0 bottom-14 z-[46] border-t border-neutral-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)] lg:bottom-0"
    >
      <div className="shop-container flex flex-col items-start gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{t('cookieBar.text')}</p>
        <button
          type="button"
          onClick={() => {
            writeStorage(() => localStorage, COOKIE_ACCEPTED_KEY, 'true');
            setVisible(false);
          }}
          className="shrink-0 rounded-sm bg-primary px-5 py-2 font-medium text-white hover:bg-primary-dark"
        >
          {t('cookieBar.accept')}
        </button>
      </div>
    </section>
  );
}
