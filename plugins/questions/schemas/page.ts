export { pageOf } from '../../../schemas/api/common.ts';

/** What routes that only act answer with. */
export const nullSchema = { type: 'null' } as const;
