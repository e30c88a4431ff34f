/** The `data` of a route that answers with nothing but success. */
export const nullSchema = { type: 'null' } as const;
