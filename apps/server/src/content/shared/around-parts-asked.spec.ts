import { type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, parse } from 'graphql';
import { fieldsAsked } from './around-parts-asked';
import { EVERY_PART, partsNamed } from './item-around';

/** What a resolver of the operation's first root field is given: its node and the document's fragments. */
function infoOf(document: string) {
  const parsed = parse(document);
  const operation = parsed.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const fragments = Object.fromEntries(
    parsed.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition').map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [operation!.selectionSet.selections[0] as FieldNode], fragments };
}

it('finds the fields asked anywhere below, through inline fragments and named ones', () => {
  const fields = fieldsAsked(
    infoOf(`{ homeFeed { items { id ... on Post { media { media_id } } ...Card } } }
            fragment Card on Event { friends_going { count } comments { items { mentions { username } } } }`),
  );
  expect([...fields].sort()).toEqual(['comments', 'count', 'friends_going', 'id', 'items', 'media', 'media_id', 'mentions', 'username']);
});

it('reads a fragment spread twice, or spreading itself through another, once', () => {
  const fields = fieldsAsked(infoOf(`{ tag(name: "jazz") { ...A ...A } } fragment A on Tag { name ...B } fragment B on Tag { item_count ...A }`));
  expect([...fields].sort()).toEqual(['item_count', 'name']);
});

it('names a set of parts the same whatever its order, and every part apart', () => {
  expect(partsNamed(['media', 'comments']).key).toBe(partsNamed(['comments', 'media']).key);
  expect(partsNamed([]).key).toBe('none');
  expect(partsNamed(['media']).has('comments')).toBe(false);
  expect(EVERY_PART.has('event-hosting')).toBe(true);
  expect(EVERY_PART.key).not.toBe(partsNamed(['media']).key);
});
