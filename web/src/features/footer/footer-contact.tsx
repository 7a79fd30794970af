import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { WINERY } from './winery';

const HEADING = 'mb-4 font-display text-lg font-bold text-white';

export function FooterContact() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className={HEADING}>
        {t('footer.contact')}
      </h2>
      <address className="space-y-3 not-italic">
        <p className="flex gap-3">
          <PinIcon className="mt-0.5 shrink-0" width={18} height={18} />
          <span>
            <span className="sr-only">{t('footer.address')}: </span>
            {WINERY.name}
            <br />
            {WINERY.street}
            <br />
            {WINERY.zipCity}
          </span>
        </p>
        <p className="flex gap-3">
          <PhoneIcon className="mt-0.5 shrink-0" width={18} height={18} />
          <a href={WINERY.phoneHref} className="hover:underline">
            <span className="sr-only">{t('footer.phone')}: </span>
            {WINERY.phone}
          </a>
        </p>
        <p className="flex gap-3">
          <MailIcon className="mt-0.5 shrink-0" width={18} height={18} />
          <a href={`mailto:${WINERY.email}`} className="hover:underline">
            <span className="sr-only">{t('footer.email')}: </span>
            {/* A narrow column breaks the address after the @, never inside a word. */}
            {WINERY.email.split('@')[0]}@<wbr />
            {WINERY.email.split('@')[1]}
          </a>
        </p>
      </address>
      <p className="mt-3">
        <Link to="/kontakt" className="underline underline-offset-2 hover:no-underline">
          {t('footer.contactForm')}
        </Link>
      </p>
      <ul className="mt-4 flex gap-2">
        <li>
          <a
            href={WINERY.instagram}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.instagram')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-white/40 hover:bg-white/10"
          >
            <InstagramIcon width={20} height={20} />
          </a>
        </li>
        <li>
          <a
            href={WINERY.facebook}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.facebook')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-white/40 hover:bg-white/10"
          >
            <FacebookIcon width={20} height={20} />
          </a>
        </li>
      </ul>
    </section>
  );
}

export function OpeningHours() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="footer-hours">
      <h2 id="footer-hours" className={HEADING}>
        {t('footer.openingHours')}
      </h2>
      <div className="flex gap-3">
        <ClockIcon className="mt-0.5 shrink-0" width={18} height={18} />
        <div className="space-y-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t('footer.weekdays')}</dt>
            <dd>{t('footer.weekdayHours')}</dd>
            <dt>{t('footer.saturday')}</dt>
            <dd>{t('footer.saturdayHours')}</dd>
          </dl>
          <p>{t('footer.closed')}</p>
          <p className="text-white/75">{t('footer.pavilion')}</p>
        </div>
      </div>
    </section>
  );
}
