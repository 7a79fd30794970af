/** The example operations the IDE opens with, one tab each. */
export const EXAMPLE_OPERATIONS = [
  {
    name: 'Session',
    query: `# The shopper's session: customer, currency, language, cart and wishlist counts
query Session {
  session {
    isLoggedIn
    isGuest
    customer { firstName lastName email }
    currency { isoCode symbol }
    language { name locale }
    cartItemCount
    wishlistCount
  }
}
`,
    variables: '',
  },
];
