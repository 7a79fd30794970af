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
  {
    name: 'Navigation',
    query: `# The header's top navigation with its mega menu: three levels, each with its path and image
query MainNavigation {
  navigation(type: MAIN) {
    ...Entry
    media { url alt width height srcset { url width } }
    children {
      ...Entry
      media { url alt srcset { url width } }
      children { ...Entry }
    }
  }
}

fragment Entry on NavigationEntry {
  id
  name
  type
  path
  externalLink
  opensInNewTab
  hasChildren
}
`,
    variables: '',
  },
  {
    name: 'Footer',
    query: `# The footer: one column per footer category, the service link strip and the payment methods
query Footer {
  footer: navigation(type: FOOTER) {
    id
    name
    children { id name path opensInNewTab }
  }
  service: navigation(type: SERVICE) {
    id
    name
    path
    opensInNewTab
  }
  paymentMethods {
    id
    name
    logo { url alt srcset { url width } }
  }
}
`,
    variables: '',
  },
];
