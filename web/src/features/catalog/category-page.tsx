import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs';
import { CategoryLink } from '../../components/category-link';
import { ProductListing, useListingQuery } from '../../components/listing';
import { PageHeadContext, PageMeta } from '../../components/page-meta';
import { breadcrumbJsonLd } from '../../lib/page-head';
import { useMainNavigation } from '../../components/navigation/use-main-navigation';
import { CategoryListingDocument } from '../../gql/graphql';
import type { CategoryPageData } from './landing-page-guard';

interface Entry {
  id: string;
  name: string;
  path: string;
  type: string;
  opensInNewTab: boolean;
  children?: Entry[];
}

/** The entry of the main navigation with this id, anywhere in the tree. */
function findEntry(entries: Entry[] | null | undefined, id: string): Entry | null {
  for (const entry of entries ?? []) {
    if (entry.id === id) return entry;
    const inner = findEntry(entry.children, id);
    if (inner) return inner;
  }
  return null;
}

function Subcategories({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const { entries } = useMainNavigation();
  const children = findEntry(entries, categoryId)?.children ?? [];
  if (children.length === 0) return null;
  return (
    <nav aria-label={t('catalog.subcategories')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {children.map((child) => (
          <li key={child.id}>
            <CategoryLink
              entry={child}
              className="inline-block rounded-full border border-primary px-4 py-1.5 text-sm text-primary hover:bg-primary hover:text-white"
            >
              {child.name}
            </CategoryLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A category: breadcrumb, name, description, subcategories and, for listing categories, the product listing. */
export function CategoryPage({ page, breadcrumbs }: { page: CategoryPageData; breadcrumbs: BreadcrumbItem[] }) {
  const { listing, params, update, loading, failed, refused } = useListingQuery({
    document: CategoryListingDocument,
    variables: { categoryId: page.categoryId },
    listingOf: (data) => data.productListing,
    skip: !page.listsProducts,
  });
  const { storefrontUrl } = useContext(PageHeadContext);
  return (
    <div className="shop-container py-6 md:py-8">
      <PageMeta
        title={page.metaTitle ?? page.name}
        description={page.metaDescription}
        canonicalPath={page.canonicalPath}
        image={page.image?.url}
        jsonLd={breadcrumbs.length > 0 ? [breadcrumbJsonLd(storefrontUrl, breadcrumbs)] : []}
      />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="font-display text-3xl font-bold text-primary md:text-4xl">{page.name}</h1>
      {page.descriptionHtml && (
        <div
          className="prose-shop mt-4 max-w-3xl text-neutral-800"
          dangerouslySetInnerHTML={{ __html: page.descriptionHtml }}
        />
      )}
      <Subcategories categoryId={page.categoryId} />
      {page.listsProducts && (
        <section aria-label={page.name} className="mt-8">
          <ProductListing
            listing={listing}
            params={params}
            onChange={update}
            loading={loading}
            failed={failed}
            refused={refused}
          />
        </section>
      )}
    </div>
  );
}
