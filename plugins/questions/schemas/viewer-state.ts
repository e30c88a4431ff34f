import type { FromSchema } from 'json-schema-to-ts';

/**
 * The viewer's own state on a post, filled by the plugins that own it (votes, bookmarks,
 * follow) through the ViewerState point; neutral ('' / false) for visitors.
 */
export const answerViewerFields = { vote_status: { type: 'string' }, collected: { type: 'boolean' } } as const;
export const questionViewerFields = { ...answerViewerFields, is_followed: { type: 'boolean' } } as const;

export const answerViewerStateSchema = { type: 'object', required: ['vote_status', 'collected'], properties: answerViewerFields, additionalProperties: false } as const;
export const questionViewerStateSchema = {
  type: 'object',
  required: ['vote_status', 'collected', 'is_followed'],
  properties: questionViewerFields,
  additionalProperties: false,
} as const;

export type AnswerViewerState = FromSchema<typeof answerViewerStateSchema>;
export type QuestionViewerState = FromSchema<typeof questionViewerStateSchema>;
/** A field a ViewerState provider may set. */
export type ViewerField = keyof QuestionViewerState;
