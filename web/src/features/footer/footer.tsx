import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryLink } from '../../components/category-link';
import { HomeLink } from '../../components/logo';
import { ResponsiveImage } from '../../components/responsive-image';
import { FooterDocument } from '../../gql/graphql';
import { FooterContact, OpeningHours } from './footer-contact';

/**
 * The footer: logo, contact, opening hours, one column per footer-navigation category, the
 * service strip and the payment methods. `languageSwitch` is placed in its bottom row.
 */
export function Footer({ languageSwitch }: { languageSwitch: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useQuery(FooterDocument);
  const columns = data?.footer ?? [];
  return (
    <footer className="bg-primary text-sm text-white/90">
      <div className="shop-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-3 xl:grid-cols-[auto_1.5fr_1.4fr_1fr_1fr_1fr] xl:gap-x-8">
        <div className="col-span-2 lg:col-span-1">
          <HomeLink inverted />
        </div>
        <div className="col-span-2 md:col-span-1">
          <FooterContact />
        </div>
        <div className="col-span-2 md:col-span-1">
          <OpeningHours />
        </div>
        {columns.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="mb-4 font-display text-lg font-bold text-white">
              {column.name}
            </h2>
            <ul className="space-y-2">
              {column.children.map((entry) => (
                <li key={entry.id}>
                  <CategoryLink entry={entry} className="hover:text-white hover:underline">
                    {entry.name}
                  </CategoryLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {(data?.service?.length ?? 0) > 0 && (
        <nav aria-label={t('footer.serviceNavigation')} className="border-t border-white/15">
          <ul className="shop-container flex flex-wrap justify-center gap-x-6 gap-y-2 py-4">
            {data?.service?.map((entry) => (
              <li key={entry.id}>
                <CategoryLink entry={entry} className="hover:text-white hover:underline">
                  {entry.name}
                </CategoryLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {(data?.paymentMethods?.length ?? 0) > 0 && (
        <section aria-labelledby="footer-payment" className="border-t border-white/15">
          <div className="shop-container flex flex-wrap items-center justify-center gap-3 py-4">
            <h2 id="footer-payment" className="mr-2 text-white/75">
              {t('footer.paymentMethods')}
            </h2>
            <ul className="flex flex-wrap items-center gap-3">
              {data?.paymentMethods?.map((method) => (
                <li
                  key={method.id}
                  className="flex h-11 min-w-16 items-center justify-center overflow-hidden rounded-sm bg-white px-3 text-xs font-bold text-primary"
                >
                  {method.logo ? (
                    <ResponsiveImage
                      image={method.logo}
                      width={50}
                      height={40}
                      sizes="50px"
                      alt={method.name}
                      className="h-10 w-auto object-contain"
                    />
                  ) : (
                    method.name
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <div className="border-t border-white/15 bg-primary-dark">
        <div className="shop-container flex flex-wrap items-center justify-between gap-4 py-4 text-white/75">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          {languageSwitch}
        </div>
      </div>
    </footer>
  );
}
