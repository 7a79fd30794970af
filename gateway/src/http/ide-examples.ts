/**
 * The example operations the IDE opens with, one tab each. test/ide-examples.test.ts checks that
 * each one validates against the schema and runs without errors against the emulator.
 */
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
  {
    name: 'Listing',
    query: `# A category's listing by its storefront path: sorted, filtered and paged.
# Filter ids come from filterOptions.propertyGroups[].options[].id (the ones in the variables are
# the emulator's Rebsorte "Spätburgunder" and Geschmack "trocken": options of different groups must all match).
query Listing($path: String!, $sorting: String, $filters: ListingFiltersInput, $page: Int! = 1) {
  productListing(path: $path, sorting: $sorting, filters: $filters, page: $page, limit: 12) {
    total
    page
    pageCount
    sorting
    sortings { key label }
    currentFilters { propertyOptionIds minPrice maxPrice }
    filterOptions {
      propertyGroups { id name displayType options { id name colorHexCode } }
      price { min { amount currencyCode } max { amount currencyCode } }
    }
    products { ...ProductCard }
  }
}

fragment ProductCard on Product {
  id
  name
  path
  type
  flag
  isAvailable
  isTopSeller
  price {
    unitPrice { amount currencyCode }
    regularPrice { amount }
    specialPrice { amount }
    referencePrice { fillingQuantity unitCode referenceQuantity basePrice { amount currencyCode } }
  }
  cover { url alt srcset { url width } }
  purchaseQuantity { min max step allowedQuantities }
}
`,
    variables: JSON.stringify(
      {
        path: '/Weine/Rotwein/',
        sorting: 'price-asc',
        filters: {
          propertyOptionIds: ['646413ecba91911eb0ca8a583f6db730', '3a67d7d04f87de2d1ac97c0d54732727'],
          maxPrice: 50,
        },
        page: 1,
      },
      null,
      2,
    ),
  },
  {
    name: 'Product',
    query: `# A product detail page by its storefront path: prices with tiers and reference price,
# the wine's details and e-label, what goes with it, the newest reviews
query Product($path: String!) {
  product(path: $path) {
    id
    productNumber
    name
    descriptionHtml
    type
    flag
    path
    isAvailable
    availableStock
    deliveryTime { name }
    price {
      unitPrice { amount currencyCode }
      regularPrice { amount currencyCode }
      specialPrice { amount currencyCode }
      tierPrices { fromQuantity toQuantity unitPrice { amount } }
      referencePrice { fillingQuantity unitCode unitName referenceQuantity basePrice { amount currencyCode } }
    }
    purchaseQuantity { min max step allowedQuantities }
    images { url alt width height srcset { url width } }
    properties { groupName name }
    wineDetails {
      analysis { alcohol residualSugar acidity }
      soil
      cultivation
      peculiarities
      award
      recommendation
    }
    nutritionLabelId
    nutrition { energyKj energyKcal sugar ingredients allergens }
    crossSellings {
      name
      products { id name path price { unitPrice { amount currencyCode } } cover { url srcset { url width } } }
    }
    ratingAverage
    reviews(limit: 5) {
      total
      reviews { title content rating authorName createdAt }
    }
  }
}
`,
    variables: JSON.stringify({ path: '/Riesling-trocken-2024/WB-W-2001' }, null, 2),
  },
  {
    name: 'Search',
    query: `# The search modal's quick search: the first hits and how many there are
query QuickSearch($term: String!) {
  quickSearch(term: $term, limit: 5) {
    total
    products {
      id
      name
      path
      flag
      price { unitPrice { amount currencyCode } }
      cover { url alt srcset { url width } }
    }
  }
}
`,
    variables: JSON.stringify({ term: 'riesling' }, null, 2),
  },
  {
    name: 'Page',
    query: `# What a storefront path shows: a category, a product or nothing (switch on __typename).
# Try "/", "/Weine/Rotwein/", "/Riesling-trocken-2024/WB-W-2001", "/detail/<id>" or "/Gibt-es-nicht/".
query Page($path: String!) {
  page(path: $path) {
    __typename
    requestedPath
    canonicalPath
    redirectTo
    metaTitle
    metaDescription
    breadcrumb { categoryId name path }
    ...CategoryPageFields
    ...ProductPageFields
    ...NotFoundPageFields
  }
}

fragment CategoryPageFields on CategoryPage {
  categoryId
  name
  descriptionHtml
  isHome
  listsProducts
  image { url alt srcset { url width } }
}

fragment ProductPageFields on ProductPage {
  product { id name path price { unitPrice { amount currencyCode } } }
}

fragment NotFoundPageFields on NotFoundPage {
  code
  message
}
`,
    variables: JSON.stringify({ path: '/Weine/Rotwein/' }, null, 2),
  },
  {
    name: 'Add to cart',
    query: `# A mutation: a wine into the session's cart. An app has no cookie jar: it sends its session in the
# sw-context-token header (the Headers tab; empty, the gateway starts a new session) and keeps the token
# each answer returns in its own sw-context-token header. The IDE's cookie does that here.
# A refusal is data (userErrors with a code); a limit's refusal carries its wait in retryAfterSeconds.
mutation AddToCart($productId: ID!, $quantity: Int!) {
  addToCart(productId: $productId, quantity: $quantity) {
    cart { itemCount totals { total { amount currencyCode } } }
    notification { type message }
    userErrors { field code message retryAfterSeconds }
  }
}
`,
    // The Riesling feinherb of the emulator's catalogue: md5("product:riesling-feinherb-2024") (docs/catalogue.md).
    variables: JSON.stringify({ productId: '3807760b4253a0e0d48515b9aa4b8d19', quantity: 1 }, null, 2),
    headers: JSON.stringify({ 'sw-context-token': '' }, null, 2),
  },
];
