import { apiKey } from '../../../web/src/sdk';
import { PAGE_SIZE_DEFAULT, SEARCH_ORDERS, type SearchItem, type SearchOrderName, type SearchResult } from '../schemas/search';

export { PAGE_SIZE_DEFAULT, SEARCH_ORDERS, type SearchItem, type SearchOrderName, type SearchResult };

/** The swr key of one page of `GET search`. */
export function searchKey(q: string, order: SearchOrderName, page: number) {
  return apiKey('/search', { q, order, page, size: PAGE_SIZE_DEFAULT });
}

export function readOrder(value: string | null): SearchOrderName {
  return (SEARCH_ORDERS as readonly string[]).includes(value ?? '') ? (value as SearchOrderName) : 'relevance';
}

/** Where a hit opens: the question, or the question scrolled to the answer. */
export function hitPath(item: SearchItem): string {
  const { object } = item;
  const base = `/questions/${object.question_id}/${object.url_title}`;
  return item.object_type === 'answer' ? `${base}/${object.id}` : base;
}
