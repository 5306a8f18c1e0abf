import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { undescribedOf } from './schema-descriptions';

const SCHEMA_FILE = join(__dirname, '..', '..', '..', '..', 'libs', 'schema', 'schema.graphql');

describe('the GraphQL schema a client reads', () => {
  it('describes every type, field, argument, input field and enum value (libs/schema/schema.graphql)', () => {
    // Named in the failure, so that the missing ones can be written where their decorators are.
    expect(undescribedOf(buildSchema(readFileSync(SCHEMA_FILE, 'utf8')))).toEqual([]);
  });
});

describe('undescribedOf', () => {
  it('names what has no description, or one that only repeats its name', () => {
    const schema = buildSchema(`
      "A person."
      type Person {
        "Their name, as they wrote it."
        name: String
        age: Int
        "Friends."
        friends(
          "At most this many."
          first: Int
          after: ID
        ): [Person!]!
        "Is following."
        is_following: Boolean
      }
      type Query {
        "Someone, by name."
        person("  " name: String!): Person
      }
      input Filter {
        "Part of the name."
        name: String
        kind: Kind
      }
      "How close."
      enum Kind {
        "Seen daily."
        CLOSE
        FAR
      }
      scalar Instant
      union Anything = Person
    `);
    expect(undescribedOf(schema)).toEqual([
      'Anything: no description',
      'Filter.kind: no description',
      'Filter: no description',
      'Instant: no description',
      'Kind.FAR: no description',
      'Person.age: no description',
      'Person.friends(after): no description',
      'Person.friends: its description only repeats its name',
      'Person.is_following: its description only repeats its name',
      'Query.person(name): no description',
      'Query: no description',
    ]);
  });
});
