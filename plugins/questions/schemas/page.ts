/** Answer's PageModel: one page of a list and the count of the whole list. */
export function pageOf<const Item extends object>(item: Item) {
  return {
    type: 'object',
    required: ['count', 'list'],
    properties: { count: { type: 'integer', minimum: 0 }, list: { type: 'array', items: item } },
    additionalProperties: false,
  } as const;
}

/** What routes that only act answer with. */
export const nullSchema = { type: 'null' } as const;
