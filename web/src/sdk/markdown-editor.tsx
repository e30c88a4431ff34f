import { lazy, Suspense } from 'react';
import type { MarkdownEditorProps } from '../components/editor/markdown-editor';
import { loadCatalogueParts } from '../i18n/i18n';

export type { MarkdownEditorProps };

/**
 * bytemd, its plugins and highlight.js weigh more than the whole first page, so the editor's
 * code loads only when a screen actually renders one (a visitor reading a question never does).
 */
const LoadedEditor = lazy(async () => {
  const [m] = await Promise.all([import('../components/editor/markdown-editor'), loadCatalogueParts('editor')]);
  return { default: m.MarkdownEditor };
});

/** The editor's height (editor.css, which loads with it), kept while the code loads so the form does not jump. */
const EDITOR_HEIGHT_PX = 360;

function EditorPlaceholder({ invalid }: { invalid?: boolean }) {
  return <div className={`q-editor${invalid ? ' q-editor--invalid' : ''}`} style={{ minHeight: EDITOR_HEIGHT_PX }} aria-busy="true" />;
}

export function MarkdownEditor(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder invalid={props.invalid} />}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}
