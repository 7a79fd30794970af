import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The estate's mark: a grape cluster and the name set in the display face. */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const ink = inverted ? 'text-white' : 'text-primary';
  return (
    <span className={`inline-flex items-center gap-2.5 ${ink}`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="h-8 w-8 shrink-0 sm:h-9 sm:w-9">
        <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <g fill="currentColor">
          <circle cx="16" cy="15" r="3.2" />
          <circle cx="23.5" cy="15" r="3.2" />
          <circle cx="12.5" cy="21" r="3.2" />
          <circle cx="19.7" cy="21" r="3.2" />
          <circle cx="27" cy="21" r="3.2" />
          <circle cx="16" cy="27" r="3.2" />
          <circle cx="23.5" cy="27" r="3.2" />
          <circle cx="19.7" cy="32.5" r="2.6" />
        </g>
        <path d="M20 11c0-3 2-5 5-5.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-base font-bold tracking-wide whitespace-nowrap sm:text-lg">
          {t('shop.name')}
        </span>
        {!compact && (
          <span
            className={`mt-1 text-[0.7rem] uppercase tracking-[0.2em] ${inverted ? 'text-white/75' : 'text-secondary'}`}
          >
            {t('shop.place')}
          </span>
        )}
      </span>
    </span>
  );
}

/** The logo as the link home: its visible text is the link's name, 'home page' is read after it. */
export function HomeLink({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className}>
      <Logo inverted={inverted} />
      <span className="sr-only"> – {t('shop.homeLink')}</span>
    </Link>
  );
}
