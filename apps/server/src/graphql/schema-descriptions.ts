import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';

interface Described {
  description?: string | null;
}

/** Letters and digits only, lower case: "is_following" and "Is following." read alike. */
const bare = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What is wrong with the description of `name`, if anything: missing, blank, or the name again. */
function problemOf(name: string, thing: Described): string | null {
  const description = thing.description?.trim() ?? '';
  if (description === '') return `${name}: no description`;
  if (bare(description) === bare(name.split('.').pop() ?? name)) return `${name}: its description only repeats its name`;
  return null;
}

/**
 * Every type, field, argument, input field and enum value of `schema` whose description is
 * missing or only repeats its name, as `Type.field(argument)`. The built-in scalars and
 * directives, and introspection types, are graphql-js's own and described there.
 */
export function undescribedOf(schema: GraphQLSchema): string[] {
  const problems: Array<string | null> = [];
  const argumentsOf = (owner: string, args: readonly GraphQLArgument[]) => args.forEach((arg) => problems.push(problemOf(`${owner}(${arg.name})`, arg)));
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    problems.push(problemOf(type.name, type));
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        problems.push(problemOf(`${type.name}.${field.name}`, field));
        argumentsOf(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) problems.push(problemOf(`${type.name}.${field.name}`, field));
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) problems.push(problemOf(`${type.name}.${value.name}`, value));
    }
  }
  for (const directive of schema.getDirectives().filter((d) => !isSpecifiedDirective(d))) {
    problems.push(problemOf(`@${directive.name}`, directive));
    argumentsOf(`@${directive.name}`, directive.args);
  }
  return problems.filter((problem): problem is string => problem !== null).sort();
}
