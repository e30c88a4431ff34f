import { lazy, Suspense, useSyncExternalStore } from 'react';
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

function EditorPlaceholder({ invalid, testId }: { invalid?: boolean; testId?: string }) {
  return <div className={`q-editor${invalid ? ' q-editor--invalid' : ''}`} data-testid={testId} style={{ minHeight: EDITOR_HEIGHT_PX }} aria-busy="true" />;
}

const noSubscription = () => () => {};

/**
 * False in the server render and while the browser hydrates its HTML, true from then on (and at
 * once on a screen the browser draws itself). The server draws the placeholder, never the
 * editor: bytemd mounts its editor in an effect, so its server HTML was an empty box anyway, and
 * loading bytemd, CodeMirror, KaTeX and lodash-es into the server for it held ~10 MB of live heap
 * (~20 MB of peak RSS at the server's heap growth) in every process that drew a member's page
 * (docs/perf.md, 2026-11-29 14:03 UTC).
 */
const useInBrowser = () => useSyncExternalStore(noSubscription, () => true, () => false);

export function MarkdownEditor(props: MarkdownEditorProps) {
  const placeholder = <EditorPlaceholder invalid={props.invalid} testId={props.testId} />;
  if (!useInBrowser()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}
