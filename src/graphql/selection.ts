// What a field's selection asks of its value, one level down: lets a resolver read in one
// statement what its subfields would otherwise each load. Fragments count; @skip and @include
// are not evaluated (a field they may drop counts as asked: at worst it is read for nothing).
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/** whether the field `info` resolves selects any of these fields on its value */
export function selectsAny(info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments">, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    !!set &&
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return names.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return within(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return within(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
