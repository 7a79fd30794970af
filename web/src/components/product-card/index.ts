export { ProductCard, isCompleteProduct, CARD_IMAGE } from './product-card';
export { FIRST_ROW, ProductGrid } from './product-grid';
export { AddToCartButton } from './add-to-cart-button';
export { ADD_TO_CART_SUCCESS_MS, useAddToCart } from './use-add-to-cart';
export { QuantitySelector, clampQuantity } from './quantity-selector';
export { WishlistButton } from './wishlist-button';
export { WishlistIdsProvider, useWishlistIds } from './wishlist-ids';
