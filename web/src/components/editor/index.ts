export { MarkdownEditor, PREVIEW_DEBOUNCE_MS, type MarkdownEditorProps } from './markdown-editor';
export { PostHtml } from './post-html';
export { useDraft, readDraft, clearDraft, DRAFT_DEBOUNCE_MS, type DraftOptions } from './use-draft';
export { draftTags, type ServerDraft } from './server-draft';
export { useLeaveWarning, hasUnsavedChanges } from './leave-guard';
export { imageProblem, IMAGE_MAX_BYTES } from './image-upload';
