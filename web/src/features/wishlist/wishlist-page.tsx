import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { FIRST_ROW, ProductGrid, useWishlistIds } from '../../components/product-card';
import { GuestWishlistProductsDocument, WishlistDocument, type ProductCardFragment } from '../../gql/graphql';
import { useGuestWishlist } from '../../lib/guest-wishlist';
import { useSession } from '../../lib/session/use-session';

/** A customer's wishlist from the shop, newest first. */
function useCustomerWishlist(skip: boolean) {
  const { data, loading } = useQuery(WishlistDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { products: data?.wishlist?.products ?? [], loading };
}

/** A visitor's wishlist: the ids kept in the browser, as the shop sells them today. */
function useGuestProducts(ids: string[], skip: boolean) {
  const { data, previousData, loading } = useQuery(GuestWishlistProductsDocument, {
    variables: { ids },
    skip: skip || ids.length === 0,
  });
  const products = (data ?? previousData)?.products ?? [];
  return { products: ids.length === 0 ? [] : products, loading };
}

/** /wishlist: the products as cards; the heart removes them (a visitor's list is merged into the account at login). */
export default function WishlistPage() {
  const { t } = useTranslation();
  const { session, loading: sessionLoading } = useSession();
  const customer = Boolean(session?.isLoggedIn);
  const guestIds = useGuestWishlist();
  const { ids } = useWishlistIds();
  const customerList = useCustomerWishlist(!customer);
  const guestList = useGuestProducts(guestIds, customer);
  const list = customer ? customerList : guestList;
  // What the hearts removed meanwhile disappears at once.
  const products = (list.products as (ProductCardFragment | null)[]).filter(
    (product) => product && ids.has(product.id),
  );
  return (
    <div className="shop-container py-6 md:py-10">
      <PageMeta title={t('pages.wishlist')} />
      <h1 className="font-display text-3xl font-bold text-primary">{t('pages.wishlist')}</h1>
      {!customer && !sessionLoading && <p className="mt-2 text-sm text-secondary">{t('wishlist.guestNote')}</p>}
      <div className="mt-6">
        {products.length > 0 ? (
          <ProductGrid products={products} columns="listing" eagerCount={FIRST_ROW} />
        ) : (
          !list.loading && (
            <div>
              <p>{t('wishlist.empty')}</p>
              <Link
                to="/"
                className="mt-6 inline-block rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark"
              >
                {t('cart.continueShopping')}
              </Link>
            </div>
          )
        )}
      </div>
    </div>
  );
}
