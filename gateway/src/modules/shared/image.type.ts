import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "One candidate of an image's srcset." })
export class ImageSource {
  @Field(() => String, { description: 'The thumbnail (absolute URL).' }) url!: string;
  @Field(() => Int, { description: 'Width in pixels (the `w` descriptor).' }) width!: number;
}

/** Shared by every area that shows media (navigation, catalogue, pages, payment logos). */
@ObjectType({ description: 'An image of the shop (a Shopware media entity) with its thumbnails as srcset candidates.' })
export class Image {
  @Field(() => String, { description: 'The original image.' }) url!: string;
  @Field(() => String, { nullable: true, description: 'The alternative text; null when the shop has none.' })
  alt!: string | null;
  @Field(() => Int, { nullable: true, description: "The original's width in pixels." }) width!: number | null;
  @Field(() => Int, { nullable: true, description: "The original's height in pixels." }) height!: number | null;
  @Field(() => [ImageSource], { description: 'The thumbnails, narrowest first (build `srcset` from url and width).' })
  srcset!: ImageSource[];
}
