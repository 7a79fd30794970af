export { ProductCard, isCompleteProduct, CARD_IMAGE } from './product-card';
export { FIRST_ROW, ProductGrid } from './product-grid';
export { AddToCartButton, ADD_TO_CART_SUCCESS_MS } from './add-to-cart-button';
export { QuantitySelector, clampQuantity } from './quantity-selector';
export { WishlistButton } from './wishlist-button';
export { WishlistIdsProvider, useWishlistIds } from './wishlist-ids';
