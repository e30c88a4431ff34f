import { describe, expect, it } from 'vitest';
import { paginationItems, totalPages } from './pagination-items';

const render = (current: number, pages: number) =>
  paginationItems(current, pages).map((i) => (i.type === 'page' ? String(i.page) : '…'));

describe('pagination', () => {
  it('is hidden with one page or none', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });
  it('shows every page up to five', () => {
    expect(render(1, 2)).toEqual(['1', '2']);
    expect(render(3, 5)).toEqual(['1', '2', '3', '4', '5']);
  });
  it('shows five links with ellipses around the current page', () => {
    expect(render(1, 10)).toEqual(['1', '2', '3', '4', '5', '…']);
    expect(render(6, 10)).toEqual(['…', '4', '5', '6', '7', '8', '…']);
    expect(render(10, 10)).toEqual(['…', '6', '7', '8', '9', '10']);
  });
  it('ellipses jump to the nearest hidden page and the current page is clamped', () => {
    expect(paginationItems(6, 10)[0]).toEqual({ type: 'ellipsis', page: 3 });
    expect(render(99, 7)).toEqual(['…', '3', '4', '5', '6', '7']);
  });
  it('computes the page count', () => {
    expect(totalPages(0, 15)).toBe(0);
    expect(totalPages(15, 15)).toBe(1);
    expect(totalPages(16, 15)).toBe(2);
  });
});
