import { CONTENT_KINDS, type ContentKind } from '../kind-facts';

/**
 * The detail dialog of an item is opened by a query parameter on any signed-in page
 * (`?remark=<id>`, `?post=<id>`, `?event=<id>`), so that a link or a reload opens it too.
 */
export interface DetailTarget {
  kind: ContentKind;
  id: string;
}

export function detailFromParams(params: URLSearchParams): DetailTarget | null {
  for (const kind of CONTENT_KINDS) {
    const id = params.get(kind)?.trim();
    if (id) return { kind, id };
  }
  return null;
}

/** The same parameters without any detail dialog. */
export function withoutDetail(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  CONTENT_KINDS.forEach((kind) => next.delete(kind));
  return next;
}

/** The same parameters showing the detail of one item (and of no other). */
export function withDetail(params: URLSearchParams, target: DetailTarget): URLSearchParams {
  const next = withoutDetail(params);
  next.set(target.kind, target.id);
  return next;
}

/** A link that opens an item's detail over `path` (default '/', which leads home). */
export function detailHref(target: DetailTarget, path = '/'): string {
  return `${path}?${withDetail(new URLSearchParams(), target).toString()}`;
}
