export { MarkdownEditor, PREVIEW_DEBOUNCE_MS, type MarkdownEditorProps } from './markdown-editor';
export { PostHtml } from './post-html';
export { useDraft, readDraft, clearDraft, DRAFT_DEBOUNCE_MS, type DraftOptions } from './use-draft';
export type { DraftStamp } from './server-draft';
export type { ServerDraftOptions } from './use-draft';
export { useLeaveWarning, hasUnsavedChanges } from './leave-guard';
export { imageProblem, IMAGE_MAX_BYTES } from './image-upload';
