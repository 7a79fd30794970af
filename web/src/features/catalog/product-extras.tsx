import { useQuery } from '@apollo/client/react';
import { ProductExtrasDocument, ProductReviewsDocument } from '../../gql/graphql';
import { ProductGrid } from '../../components/product-card/product-grid';
import { ProductReviews, REVIEW_PAGE_SIZE } from './product-reviews';

/** Cross-selling and reviews (newest first), loaded after the page shows. */
export function ProductExtras({ productId, ratingAverage }: { productId: string; ratingAverage?: number | null }) {
  const { data, fetchMore } = useQuery(ProductExtrasDocument, { variables: { id: productId } });
  const product = data?.product;
  if (!product) return null;
  const showMoreReviews = () =>
    fetchMore({
      query: ProductReviewsDocument,
      variables: { id: productId, page: Math.floor(product.reviews.reviews.length / REVIEW_PAGE_SIZE) + 1 },
      // The next page is appended to the loaded reviews (a review already shown is not shown twice).
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.product;
        const next = fetchMoreResult.product?.reviews;
        if (!before || !next) return previous;
        const shown = new Set(before.reviews.reviews.map((review) => review.id));
        const reviews = [...before.reviews.reviews, ...next.reviews.filter((review) => !shown.has(review.id))];
        return { ...previous, product: { ...before, reviews: { ...before.reviews, total: next.total, reviews } } };
      },
    });
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
      <ProductReviews reviews={product.reviews} ratingAverage={ratingAverage} onShowMore={showMoreReviews} />
    </>
  );
}
