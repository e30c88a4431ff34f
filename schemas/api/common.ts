/** The `data` of a route that answers with nothing but success. */
export const nullSchema = { type: 'null' } as const;

/** Answer's PageModel: one page of a list and the count of the whole list. */
export function pageOf<const Item extends object>(item: Item) {
  return {
    type: 'object',
    required: ['count', 'list'],
    properties: { count: { type: 'integer', minimum: 0 }, list: { type: 'array', items: item } },
    additionalProperties: false,
  } as const;
}
