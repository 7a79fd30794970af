import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: "A wine's analysis data." })
export class WineAnalysis {
  @Field(() => Float, { nullable: true, description: 'Alcohol in % vol.' }) alcohol!: number | null;
  @Field(() => Float, { nullable: true, description: 'Residual sugar in g/l.' }) residualSugar!: number | null;
  @Field(() => Float, { nullable: true, description: 'Acidity in g/l.' }) acidity!: number | null;
}

@ObjectType({ description: "A wine's details for the product page (Shopware custom fields)." })
export class WineDetails {
  @Field(() => WineAnalysis) analysis!: WineAnalysis;
  @Field(() => String, { nullable: true }) soil!: string | null;
  @Field(() => String, { nullable: true }) cultivation!: string | null;
  @Field(() => String, { nullable: true, description: 'Peculiarities in viticulture.' }) peculiarities!: string | null;
  @Field(() => String, { nullable: true }) award!: string | null;
  @Field(() => String, { nullable: true, description: 'Food recommendation.' }) recommendation!: string | null;
}

@ObjectType({ description: 'Nutrition per 100 ml, as on the e-label.' })
export class NutritionFacts {
  @Field(() => Float, { nullable: true }) energyKj!: number | null;
  @Field(() => Float, { nullable: true }) energyKcal!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) fat!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) saturatedFat!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) carbohydrates!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) sugar!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) protein!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) salt!: number | null;
  @Field(() => String, { nullable: true }) ingredients!: string | null;
  @Field(() => String, { nullable: true }) allergens!: string | null;
}
