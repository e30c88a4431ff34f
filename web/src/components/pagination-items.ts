export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; page: number };

/** At most this many numbered links (SPEC §9). */
export const MAX_PAGE_LINKS = 5;

export function totalPages(count: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, count) / pageSize) : 0;
}

/**
 * Numbered links around the current page, at most five, with an ellipsis on a
 * side whose pages are not shown (the ellipsis jumps to the nearest hidden page).
 * Empty when there is one page or none.
 */
export function paginationItems(current: number, pages: number): PageItem[] {
  if (pages <= 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const start = Math.max(1, Math.min(page - Math.floor(MAX_PAGE_LINKS / 2), pages - MAX_PAGE_LINKS + 1));
  const end = Math.min(pages, start + MAX_PAGE_LINKS - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', page: start - 1 });
  for (let p = start; p <= end; p += 1) items.push({ type: 'page', page: p });
  if (end < pages) items.push({ type: 'ellipsis', page: end + 1 });
  return items;
}
