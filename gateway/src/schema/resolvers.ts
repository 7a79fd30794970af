import { ListingResolver } from '../modules/catalog/listing.resolver.js';
import { ProductResolver } from '../modules/catalog/product.resolver.js';
import { NavigationResolver } from '../modules/navigation/navigation.resolver.js';
import { PageResolver } from '../modules/page/page.resolver.js';
import { SearchResolver } from '../modules/search/search.resolver.js';
import { SessionResolver } from '../modules/session/session.resolver.js';
import { SystemResolver } from '../modules/system/system.resolver.js';

/** Every resolver class of the schema, one line per area. */
export const resolvers = [SessionResolver, NavigationResolver, SystemResolver, ProductResolver, ListingResolver, SearchResolver, PageResolver] as const;
