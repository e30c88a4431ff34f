import gfm from '@bytemd/plugin-gfm';
import math from '@bytemd/plugin-math';
import mermaid from '@bytemd/plugin-mermaid';
import { Editor } from '@bytemd/react';
import type { BytemdLocale, BytemdPlugin } from 'bytemd';
import 'bytemd/dist/index.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api/client';
import { EditorDialog } from './editor-dialog';
import { fileDropEffect } from './image-insert';
import type { DialogRequest } from './insert-dialog';
import { enhanceRichHtml } from './rich-html';
import { quorumToolbar } from './toolbar-actions';
import { BUILTIN_ACTIONS, RIGHT_ACTIONS, toolbarLabels } from './toolbar-labels';
import './editor.css';

/** SPEC §7.2: the preview is rendered by the server, 1000 ms after the last change. */
export const PREVIEW_DEBOUNCE_MS = 1000;

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Marks the wrapper for tests and labels (e.g. 'question-body'). */
  testId?: string;
  invalid?: boolean;
}

/** A whole sub-tree of the `editor` catalogue (labels bytemd and its plugins take as objects). */
function labels<T>(t: (key: string, opts: { returnObjects: true }) => unknown, section: 'bytemd' | 'gfm' | 'math'): T {
  return t(`editor.${section}`, { returnObjects: true }) as T;
}

/** Gives a plugin's untitled menu (math's formula menu) a name for its icon. */
function withTitle(plugin: BytemdPlugin, title: string): BytemdPlugin {
  return { ...plugin, actions: plugin.actions?.map((a) => ({ ...a, title: a.title ?? title })) };
}

/**
 * The markdown editor of SPEC §2.3 (bytemd with GFM, math and mermaid), with the toolbar
 * completed by Quorum actions and a server-rendered live preview (its code is highlighted by the
 * server, as posts are: bytemd's highlight plugin only acts on bytemd's own preview, not used here).
 */
export function MarkdownEditor({ value, onChange, placeholder, testId, invalid }: MarkdownEditorProps) {
  const { t, i18n } = useTranslation();
  const renderSeq = useRef(0);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const plugins = useMemo(() => {
    const tt = (k: string, vars?: Record<string, unknown>) => t(k, vars);
    const { actions: _mermaidMenu, ...mermaidViewer } = mermaid();
    const list: BytemdPlugin[] = [
      gfm({ locale: labels(t, 'gfm') }),
      withTitle(math({ locale: labels(t, 'math') }), tt('editor.formula')),
      // its own template menu is replaced by the seven SPEC templates in quorumToolbar
      mermaidViewer,
      quorumToolbar(tt, setDialog),
      fileDropEffect(tt),
    ];
    const locale = labels<BytemdLocale>(t, 'bytemd');
    const titles = () => ({
      left: [
        ...BUILTIN_ACTIONS.map((key) => (key === 'headings' ? tt('editor.headings') : locale[key])),
        ...list.flatMap((p) => p.actions ?? []).map((a) => a.title ?? ''),
      ],
      right: RIGHT_ACTIONS.map((key) => locale[key]),
    });
    return [...list, toolbarLabels(titles)];
    // rebuilt when the language changes so labels follow it
  }, [i18n.language]);
  const locale = useMemo(() => labels<Partial<BytemdLocale>>(t, 'bytemd'), [t]);

  const root = useRef<HTMLDivElement>(null);
  /** The text the preview shows (or is being rendered for): bytemd's first, debounced call repeats it. */
  const previewed = useRef<string | null>(null);
  const overridePreview = (el: HTMLElement, props: { value: string }) => {
    if (props.value === previewed.current) return;
    previewed.current = props.value;
    const seq = ++renderSeq.current;
    if (!props.value.trim()) {
      // inside the rendered preview's own box, so it keeps the same padding
      el.innerHTML = `<div class="q-prose markdown-body"><p class="q-muted">${t('editor.preview_empty')}</p></div>`;
      return;
    }
    api
      .post<string>('/post/render', { content: props.value }, { ignore50x: true })
      .then((html) => {
        if (seq !== renderSeq.current) return;
        el.innerHTML = `<div class="q-prose markdown-body" data-testid="editor-preview">${html}</div>`;
        void enhanceRichHtml(el);
      })
      .catch(() => {
        if (seq === renderSeq.current) previewed.current = null;
      });
  };
  // bytemd first fills the preview a debounce after mounting: a body opened for editing shows
  // rendered at once instead of beside an empty pane for a second.
  useEffect(() => {
    const el = root.current?.querySelector<HTMLElement>('.bytemd-preview');
    if (el) overridePreview(el, { value });
    // once, on mount: later values come through bytemd's own debounced calls
  }, []);

  return (
    <div ref={root} className={`q-editor${invalid ? ' q-editor--invalid' : ''}`} data-testid={testId}>
      <Editor
        value={value}
        plugins={plugins}
        locale={locale}
        mode="split"
        placeholder={placeholder}
        previewDebounce={PREVIEW_DEBOUNCE_MS}
        overridePreview={overridePreview}
        onChange={onChange}
      />
      <EditorDialog request={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
