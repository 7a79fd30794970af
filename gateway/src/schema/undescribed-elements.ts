import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

const described = (element: { description?: string | null }) => !!element.description?.trim();

/**
 * Every element of the public schema without a description, named as a developer finds it in the
 * GraphQL IDE: `Type`, `Type.field`, `Type.field(argument)`, `Input.field`, `Enum.VALUE`. Graphql's
 * own types and scalars are not the shop's.
 */
export function undescribedElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!described(type)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
        for (const argument of field.args) {
          if (!described(argument)) missing.push(`${type.name}.${field.name}(${argument.name})`);
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}
