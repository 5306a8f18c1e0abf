import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { AROUND_PARTS, type AroundPart } from './item-around';

/**
 * The parts of what items are shown with (item-around.ts) that a GraphQL field's selection asks
 * for anywhere below it (a page's `items { media }`, a search's `items { item { comments } }`), so
 * that its page reads those in its own statement and no others. A name asked for deeper (the
 * mentions of a comment) counts too: reading a part not shown costs a little, never a wrong answer.
 */
export function aroundPartsAsked(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<AroundPart> {
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
  return new Set(AROUND_PARTS.filter((part) => names.has(part)));
}
