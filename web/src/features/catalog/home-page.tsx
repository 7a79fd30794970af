import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryLink } from '../../components/category-link';
import { PageMeta } from '../../components/page-meta';
import { ProductGrid } from '../../components/product-card';
import { ResponsiveImage } from '../../components/responsive-image';
import { HomePageDocument } from '../../gql/graphql';
import type { CategoryPageData } from './landing-page-guard';

/** The home page: a welcome, the range as tiles (the main categories with their images) and the top sellers. */
export function HomePage({ page }: { page: CategoryPageData }) {
  const { t } = useTranslation();
  const { data } = useQuery(HomePageDocument);
  const tiles = (data?.categories ?? []).filter((category) => category.media);
  const first = data?.categories?.[0];
  return (
    <>
      <PageMeta
        title={page.metaTitle && page.metaTitle !== page.name ? page.metaTitle : null}
        description={page.metaDescription}
        canonicalPath={page.canonicalPath}
        image={page.image?.url}
      />
      <section className="bg-primary text-white">
        <div className="shop-container grid items-center gap-6 py-12 md:py-20">
          <p className="text-sm tracking-[0.25em] text-white/70 uppercase">{t('shop.place')}</p>
          <h1 className="max-w-3xl font-display text-4xl leading-tight font-bold md:text-5xl">{t('home.heroTitle')}</h1>
          <p className="max-w-2xl text-lg text-white/85">{t('home.heroText')}</p>
          {first && (
            <p>
              <Link
                to={first.path}
                className="inline-block rounded-sm bg-white px-6 py-3 font-medium text-primary hover:bg-sand"
              >
                {t('home.heroCta')}
              </Link>
            </p>
          )}
        </div>
      </section>
      {tiles.length > 0 && (
        <section aria-labelledby="home-categories" className="shop-container py-10">
          <h2 id="home-categories" className="mb-6 font-display text-2xl font-bold text-primary">
            {t('home.categories')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {tiles.map((category) => (
              <li key={category.id}>
                <CategoryLink entry={category} className="group block">
                  <span className="block overflow-hidden rounded-sm">
                    {category.media && (
                      <ResponsiveImage
                        image={category.media}
                        width={310}
                        height={250}
                        sizes="(min-width: 1024px) 310px, 45vw"
                        className="aspect-[31/25] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                    )}
                  </span>
                  <span className="mt-2 block font-display text-lg font-bold text-primary group-hover:underline">
                    {category.name}
                  </span>
                </CategoryLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(data?.highlights?.products.length ?? 0) > 0 && (
        <section aria-labelledby="home-highlights" className="shop-container pb-12">
          <h2 id="home-highlights" className="mb-6 font-display text-2xl font-bold text-primary">
            {t('home.highlights')}
          </h2>
          <ProductGrid products={data?.highlights?.products ?? []} columns="listing" />
        </section>
      )}
    </>
  );
}
