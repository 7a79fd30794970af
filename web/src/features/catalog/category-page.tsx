import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { ProductGrid } from '../../components/product-card';
import { CategoryProductsDocument } from '../../gql/graphql';
import type { CategoryPageData } from './landing-page-guard';

/**
 * A category: breadcrumb, name, description and, for listing categories, its first products.
 * Issue 7 turns the products into the full listing (sorting, filters, load more).
 */
export function CategoryPage({ page, breadcrumbs }: { page: CategoryPageData; breadcrumbs: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  const { data } = useQuery(CategoryProductsDocument, { variables: { categoryId: page.categoryId }, skip: !page.listsProducts });
  const listing = data?.productListing;
  return (
    <div className="shop-container py-6 md:py-8">
      <PageMeta title={page.metaTitle ?? page.name} description={page.metaDescription} canonicalPath={page.canonicalPath} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="font-display text-3xl font-bold text-primary md:text-4xl">{page.name}</h1>
      {page.descriptionHtml && <div className="prose-shop mt-4 max-w-3xl text-neutral-800" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />}
      {page.listsProducts && listing && (
        <section aria-labelledby="category-products" className="mt-8">
          <h2 id="category-products" className="mb-4 text-secondary">
            <span className="sr-only">{t('catalog.products')}: </span>
            {t('search.productsFound', { n: listing.total })}
          </h2>
          <ProductGrid products={listing.products} columns="listing" />
        </section>
      )}
    </div>
  );
}
