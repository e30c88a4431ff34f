import gfm from '@bytemd/plugin-gfm';
import highlight from '@bytemd/plugin-highlight';
import math from '@bytemd/plugin-math';
import mermaid from '@bytemd/plugin-mermaid';
import { Editor } from '@bytemd/react';
import type { BytemdEditorContext, BytemdLocale, BytemdPlugin } from 'bytemd';
import 'bytemd/dist/index.css';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { toast } from '../toast-store';
import { IMAGE_ACCEPT, imageProblem, uploadPostImage } from './image-upload';
import { enhanceRichHtml } from './rich-html';
import { quorumToolbar } from './toolbar-actions';
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

let uploadCounter = 0;

/** A whole sub-tree of the `editor` catalogue (labels bytemd and its plugins take as objects). */
function labels<T>(t: (key: string, opts: { returnObjects: true }) => unknown, section: 'bytemd' | 'gfm' | 'math'): T {
  return t(`editor.${section}`, { returnObjects: true }) as T;
}

/** Inserts the 'uploading' placeholder, uploads, then swaps in `![](url)` or removes it. */
async function uploadInto(ctx: BytemdEditorContext, file: File, t: (k: string) => string): Promise<void> {
  const problem = imageProblem(file);
  if (problem) {
    toast(t(`editor.image.${problem}`), 'danger');
    return;
  }
  uploadCounter += 1;
  const placeholder = `![${t('editor.image.uploading')}](#uploading-${uploadCounter})`;
  const { editor } = ctx;
  editor.replaceSelection(placeholder);
  const swap = (text: string) => {
    const at = editor.getValue().indexOf(placeholder);
    if (at < 0) return;
    editor.replaceRange(text, editor.posFromIndex(at), editor.posFromIndex(at + placeholder.length));
  };
  try {
    swap(`![](${await uploadPostImage(file)})`);
  } catch (err) {
    // SPEC §8: upload failures are logged only; the placeholder goes away
    console.error('[editor] image upload failed', err);
    swap('');
  }
}

async function pickAndUpload(ctx: BytemdEditorContext, t: (k: string) => string) {
  const files = await ctx.selectFiles({ accept: IMAGE_ACCEPT, multiple: false });
  const file = files?.[0];
  if (file) await uploadInto(ctx, file, t);
}

/** Pasted or dropped image files go through the same upload. */
function imageDropEffect(t: (k: string) => string): BytemdPlugin {
  return {
    editorEffect(ctx) {
      const onFiles = (_: unknown, e: ClipboardEvent | DragEvent) => {
        const list = 'clipboardData' in e ? e.clipboardData?.files : e.dataTransfer?.files;
        const images = [...(list ?? [])].filter((f) => f.type.includes('image'));
        if (images.length === 0) return;
        e.preventDefault();
        for (const file of images) void uploadInto(ctx, file, t);
      };
      ctx.editor.on('paste', onFiles);
      ctx.editor.on('drop', onFiles);
      return () => {
        ctx.editor.off('paste', onFiles);
        ctx.editor.off('drop', onFiles);
      };
    },
  };
}

/** Gives a plugin's untitled menu (math's formula menu) a name for its icon. */
function withTitle(plugin: BytemdPlugin, title: string): BytemdPlugin {
  return { ...plugin, actions: plugin.actions?.map((a) => ({ ...a, title: a.title ?? title })) };
}

const BUILTIN_TITLES: (keyof BytemdLocale | 'headings')[] = ['headings', 'bold', 'italic', 'quote', 'link', 'image', 'code', 'codeBlock', 'ul', 'ol', 'hr'];

/**
 * bytemd's toolbar icons carry no accessible name (titles are hover tooltips only):
 * label each with its action's title, found by the icon's action index.
 */
function toolbarLabels(titles: () => string[]): BytemdPlugin {
  return {
    editorEffect({ root }) {
      const label = () => {
        const list = titles();
        root.querySelectorAll<HTMLElement>('.bytemd-toolbar-left [bytemd-tippy-path]').forEach((icon) => {
          const title = list[Number(icon.getAttribute('bytemd-tippy-path'))];
          if (title && icon.getAttribute('aria-label') !== title) {
            icon.setAttribute('aria-label', title);
            icon.setAttribute('role', 'button');
          }
        });
      };
      label();
      const toolbar = root.querySelector('.bytemd-toolbar');
      const observer = new MutationObserver(label);
      if (toolbar) observer.observe(toolbar, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
  };
}

/**
 * The markdown editor of SPEC §2.3 (bytemd with GFM, math, mermaid and highlight), with
 * the toolbar completed by Quorum actions and a server-rendered live preview.
 */
export function MarkdownEditor({ value, onChange, placeholder, testId, invalid }: MarkdownEditorProps) {
  const { t, i18n } = useTranslation();
  const renderSeq = useRef(0);
  const plugins = useMemo(() => {
    const tt = (k: string) => t(k);
    const { actions: _mermaidMenu, ...mermaidViewer } = mermaid();
    const list: BytemdPlugin[] = [
      gfm({ locale: labels(t, 'gfm') }),
      withTitle(math({ locale: labels(t, 'math') }), tt('editor.formula')),
      // its own template menu is replaced by the seven SPEC templates in quorumToolbar
      mermaidViewer,
      highlight(),
      quorumToolbar(tt, {
        upload: (ctx) => void pickAndUpload(ctx, tt),
        fromUrl: (ctx) => {
          const url = window.prompt(tt('editor.image.url_prompt'), 'https://');
          if (url === null) return;
          if (!url.trim()) {
            toast(tt('editor.image.url_empty'), 'danger');
            return;
          }
          ctx.editor.replaceSelection(`![](${url.trim()})`);
        },
      }),
      imageDropEffect(tt),
    ];
    const locale = labels<BytemdLocale>(t, 'bytemd');
    const titles = () => [
      ...BUILTIN_TITLES.map((key) => (key === 'headings' ? tt('editor.headings') : locale[key])),
      ...list.flatMap((p) => p.actions ?? []).map((a) => a.title ?? ''),
    ];
    return [...list, toolbarLabels(titles)];
    // rebuilt when the language changes so labels follow it
  }, [i18n.language]);
  const locale = useMemo(() => labels<Partial<BytemdLocale>>(t, 'bytemd'), [t]);

  const overridePreview = (el: HTMLElement, props: { value: string }) => {
    const seq = ++renderSeq.current;
    if (!props.value.trim()) {
      el.innerHTML = `<p class="q-muted">${t('editor.preview_empty')}</p>`;
      return;
    }
    api
      .post<string>('/post/render', { content: props.value }, { ignore50x: true })
      .then((html) => {
        if (seq !== renderSeq.current) return;
        el.innerHTML = `<div class="q-prose markdown-body" data-testid="editor-preview">${html}</div>`;
        void enhanceRichHtml(el);
      })
      .catch(() => undefined);
  };

  return (
    <div className={`q-editor${invalid ? ' q-editor--invalid' : ''}`} data-testid={testId}>
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
    </div>
  );
}
