import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ProductExtrasDocument } from '../../gql/graphql';
import { ProductGrid } from '../../components/product-card/product-grid';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/number';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span className="text-amber-600" role="img" aria-label={t('productDetail.rating', { rating: formatNumber(rating, 1) })}>
      {'★'.repeat(full)}
      <span className="text-neutral-300">{'★'.repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

/** Reviews (newest first) and cross-selling, loaded after the page shows. */
export function ProductExtras({ productId, ratingAverage }: { productId: string; ratingAverage?: number | null }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(ProductExtrasDocument, { variables: { id: productId } });
  const product = data?.product;
  if (!product) return null;
  // Newest first. ISO timestamps order as strings (localeCompare would load the collator's data).
  const newestFirst = (a: { createdAt?: string | null }, b: { createdAt?: string | null }) => Number((a.createdAt ?? '') < (b.createdAt ?? '')) - Number((a.createdAt ?? '') > (b.createdAt ?? ''));
  const reviews = [...product.reviews.reviews].sort(newestFirst);
  return (
    <>
      {product.crossSellings
        .filter((group) => group.products.length > 0)
        .map((group) => (
          <section key={group.id} aria-labelledby={`cross-${group.id}`} className="mt-12">
            <h2 id={`cross-${group.id}`} className="mb-4 font-display text-2xl font-bold text-primary">
              {group.name}
            </h2>
            <ProductGrid products={group.products} columns="listing" />
          </section>
        ))}
      <section aria-labelledby="reviews" className="mt-12">
        <h2 id="reviews" className="font-display text-2xl font-bold text-primary">
          {t('productDetail.reviews')} ({product.reviews.total})
        </h2>
        {ratingAverage != null && (
          <p className="mt-1">
            <Stars rating={ratingAverage} />
          </p>
        )}
        {reviews.length === 0 ? (
          <p className="mt-3 text-secondary">{t('productDetail.noReviews')}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-4">
            {reviews.map((review) => (
              <li key={review.id} className="border-b border-neutral-200 pb-4">
                <div className="flex flex-wrap items-center gap-x-3">
                  <Stars rating={review.rating} />
                  <h3 className="font-medium">{review.title}</h3>
                </div>
                <p className="text-xs text-secondary">
                  {[review.authorName, review.createdAt ? formatDate(review.createdAt, i18n.language) : null].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-1 text-sm">{review.content}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
