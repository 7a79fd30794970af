import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductReviewPageFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { interfaceLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number';

/** Reviews per page: the first page comes with the product's extras, 'Show more reviews' appends the next. */
export const REVIEW_PAGE_SIZE = 10;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span
      className="text-amber-600"
      role="img"
      aria-label={t('productDetail.rating', { rating: formatNumber(rating, 1) })}
    >
      {'★'.repeat(full)}
      <span className="text-neutral-300">{'★'.repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

// Newest first. ISO timestamps order as strings (localeCompare would load the collator's data).
const newestFirst = (a: { createdAt?: string | null }, b: { createdAt?: string | null }) =>
  Number((a.createdAt ?? '') < (b.createdAt ?? '')) - Number((a.createdAt ?? '') > (b.createdAt ?? ''));

interface ProductReviewsProps {
  /** The reviews loaded so far and the product's total. */
  reviews: ProductReviewPageFragment;
  ratingAverage?: number | null;
  /** Loads the page after the loaded reviews and appends it. */
  onShowMore: () => Promise<unknown>;
}

/** 'Reviews (n)', the average, the loaded reviews (newest first) and 'Show more reviews' while some are left. */
export function ProductReviews({ reviews: loaded, ratingAverage, onShowMore }: ProductReviewsProps) {
  const { t, i18n } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const reviews = [...loaded.reviews].sort(newestFirst);
  const showMore = () => {
    setLoading(true);
    setFailed(false);
    onShowMore().then(
      () => setLoading(false),
      () => {
        setLoading(false);
        setFailed(true);
      },
    );
  };
  return (
    <section aria-labelledby="reviews" className="mt-12">
      <h2 id="reviews" className="font-display text-2xl font-bold text-primary">
        {t('productDetail.reviews')} ({loaded.total})
      </h2>
      {ratingAverage != null && (
        <p className="mt-1">
          <Stars rating={ratingAverage} />
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="mt-3 text-secondary">{t('productDetail.noReviews')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4" data-testid="product-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="border-b border-neutral-200 pb-4">
              <div className="flex flex-wrap items-center gap-x-3">
                <Stars rating={review.rating} />
                <h3 className="font-medium">{review.title}</h3>
              </div>
              <p className="text-xs text-secondary">
                {[review.authorName, review.createdAt ? formatDate(review.createdAt, interfaceLocale(i18n)) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="mt-1 text-sm">{review.content}</p>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="mt-3 text-sm text-red-800" role="alert">
          {t('productDetail.moreReviewsFailed')}
        </p>
      )}
      {reviews.length > 0 && reviews.length < loaded.total && (
        <button
          type="button"
          onClick={showMore}
          disabled={loading}
          className="mt-4 h-11 rounded-sm border border-primary px-6 font-medium text-primary hover:bg-primary hover:text-white disabled:opacity-60"
        >
          {loading ? t('common.loading') : t('productDetail.moreReviews')}
        </button>
      )}
    </section>
  );
}
