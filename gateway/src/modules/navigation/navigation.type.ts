import { Field, ID, ObjectType } from 'type-graphql';
import { Image } from '../shared/image.type.js';
import { NavigationEntryType, NavigationLinkType } from './navigation.enums.js';

@ObjectType({ description: 'An entry of a navigation tree (a Shopware category).' })
export class NavigationEntry {
  @Field(() => ID, { description: 'The category id (productListing takes it as categoryId).' }) id!: string;
  @Field(() => String, { description: "The name in the session's language." }) name!: string;
  @Field(() => NavigationEntryType, { description: 'Page, link or folder.' }) type!: NavigationEntryType;
  @Field(() => NavigationLinkType, { nullable: true, description: 'Only for LINK entries.' })
  linkType!: NavigationLinkType | null;
  @Field(() => String, { nullable: true, description: 'The address of an external link.' }) externalLink!:
    string | null;
  @Field(() => Boolean, { description: 'Open in a new tab (external links do).' }) opensInNewTab!: boolean;
  @Field(() => String, {
    description:
      "Where the entry leads, as Shopware Frontends' getCategoryUrl: a link's external address, else the SEO path (`/Weine/Rotwein/`), else the technical path `/navigation/<id>`.",
  })
  path!: string;
  @Field(() => Image, { nullable: true, description: "The mega menu's image (shown at 310×250)." })
  media!: Image | null;
  @Field(() => [NavigationEntry], { description: 'The sub-entries loaded with the tree (empty below its depth).' })
  children!: NavigationEntry[];
  @Field(() => Boolean, {
    description: 'It has sub-entries (at the deepest loaded level: whether Shopware counts any).',
  })
  hasChildren!: boolean;
}
