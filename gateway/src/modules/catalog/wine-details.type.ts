import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: "A wine's analysis data." })
export class WineAnalysis {
  @Field(() => Float, { nullable: true, description: 'Alcohol in % vol.' }) alcohol!: number | null;
  @Field(() => Float, { nullable: true, description: 'Residual sugar in g/l.' }) residualSugar!: number | null;
  @Field(() => Float, { nullable: true, description: 'Acidity in g/l.' }) acidity!: number | null;
}

@ObjectType({ description: "A wine's details for the product page (Shopware custom fields)." })
export class WineDetails {
  @Field(() => WineAnalysis, { description: 'Alcohol, residual sugar and acidity (each null when not given).' })
  analysis!: WineAnalysis;
  @Field(() => String, { nullable: true, description: "The vineyard's soil, e.g. Buntsandstein; null when not given." })
  soil!: string | null;
  @Field(() => String, { nullable: true, description: 'How the wine was grown and made; null when not given.' })
  cultivation!: string | null;
  @Field(() => String, { nullable: true, description: 'Peculiarities in viticulture.' }) peculiarities!: string | null;
  @Field(() => String, { nullable: true, description: 'Awards and ratings the wine won; null when none.' })
  award!: string | null;
  @Field(() => String, { nullable: true, description: 'Food recommendation.' }) recommendation!: string | null;
}

@ObjectType({ description: 'Nutrition per 100 ml, as on the e-label.' })
export class NutritionFacts {
  @Field(() => Float, { nullable: true, description: 'Energy in kJ; null when not given.' }) energyKj!: number | null;
  @Field(() => Float, { nullable: true, description: 'Energy in kcal; null when not given.' }) energyKcal!:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) fat!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) saturatedFat!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) carbohydrates!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) sugar!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) protein!: number | null;
  @Field(() => Float, { nullable: true, description: 'Grams.' }) salt!: number | null;
  @Field(() => String, { nullable: true, description: 'The list of ingredients as text; null when not given.' })
  ingredients!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The allergens to declare as text (e.g. sulphites); null when not given.',
  })
  allergens!: string | null;
}
