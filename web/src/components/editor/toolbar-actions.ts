import type { BytemdAction, BytemdEditorContext, BytemdPlugin } from 'bytemd';
import { DIAGRAM_TEMPLATES, diagramBlock, shiftLines, type DiagramKind } from './diagram-templates';

type T = (key: string) => string;

const icon = (path: string) =>
  `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.4" aria-hidden="true">${path}</svg>`;

const ICONS = {
  diagram: icon('<rect x="1.5" y="1.5" width="5" height="4" /><rect x="9.5" y="10.5" width="5" height="4" /><path d="M4 5.5v5h5.5" />'),
  indent: icon('<path d="M6 3h8M6 8h8M6 13h8M1.5 5.5 4 8l-2.5 2.5" />'),
  outdent: icon('<path d="M6 3h8M6 8h8M6 13h8M4 5.5 1.5 8 4 10.5" />'),
  image: icon('<rect x="1.5" y="2.5" width="13" height="11" rx="1" /><circle cx="5.5" cy="6" r="1.3" /><path d="m2 12 4-4 3 3 2-2 3.5 3.5" />'),
};

/** Indents or outdents the selected lines (or the cursor's line). */
function shift(ctx: BytemdEditorContext, direction: 'in' | 'out') {
  const { editor } = ctx;
  const from = editor.getCursor('from');
  const to = editor.getCursor('to');
  const start = { line: from.line, ch: 0 };
  const end = { line: to.line, ch: editor.getLine(to.line).length };
  editor.replaceRange(shiftLines(editor.getRange(start, end), direction), start, end);
  editor.focus();
}

export interface ImageActionHandlers {
  upload(ctx: BytemdEditorContext): void;
  fromUrl(ctx: BytemdEditorContext): void;
}

/**
 * The parts of the SPEC §2.3 toolbar bytemd and its plugins do not have: the seven
 * diagram templates, indent and outdent, and an image menu whose upload inserts an
 * 'uploading' placeholder first.
 */
export function quorumToolbar(t: T, image: ImageActionHandlers): BytemdPlugin {
  const diagrams: BytemdAction[] = (Object.keys(DIAGRAM_TEMPLATES) as DiagramKind[]).map((kind) => ({
    title: t(`editor.diagram.${kind}`),
    handler: {
      type: 'action',
      click: (ctx) => {
        ctx.appendBlock(diagramBlock(kind).trim());
        ctx.editor.focus();
      },
    },
  }));
  return {
    actions: [
      {
        title: t('editor.image.title'),
        icon: ICONS.image,
        handler: {
          type: 'dropdown',
          actions: [
            { title: t('editor.image.upload'), handler: { type: 'action', click: image.upload, shortcut: 'Ctrl-G' } },
            { title: t('editor.image.url'), handler: { type: 'action', click: image.fromUrl } },
          ],
        },
      },
      { title: t('editor.diagram.title'), icon: ICONS.diagram, handler: { type: 'dropdown', actions: diagrams } },
      { title: t('editor.indent'), icon: ICONS.indent, handler: { type: 'action', click: (ctx) => shift(ctx, 'in'), shortcut: 'Ctrl-]' } },
      { title: t('editor.outdent'), icon: ICONS.outdent, handler: { type: 'action', click: (ctx) => shift(ctx, 'out'), shortcut: 'Ctrl-[' } },
    ],
  };
}
