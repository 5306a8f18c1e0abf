import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a GraphQL field's selection asks for anywhere below it (a page's
 * `items { media }`, a search's `items { item { comments } }`), through fragments: what tells a page
 * which parts of what its items are shown with (item-around.ts) to read in its own statement. A
 * name asked for deeper (the mentions of a comment) counts too: reading a part not shown costs a
 * little, never a wrong answer.
 */
export function fieldsAsked(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (selections: SelectionSetNode | undefined) => {
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === 'Field') {
        names.add(selection.name.value);
        walk(selection.selectionSet);
      } else if (selection.kind === 'InlineFragment') {
        walk(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        walk((info.fragments[selection.name.value] as FragmentDefinitionNode | undefined)?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return names;
}
