import type { ReasonItem } from '../schemas/reason';

/**
 * A reason the close and flag dialogs offer: one from `GET reasons`, or one of the dialogs'
 * built-in fallbacks, which carry only what they show.
 */
export type CloseReason = Pick<ReasonItem, 'reason_type' | 'name'> & Partial<ReasonItem>;
