import type { BytemdAction, BytemdEditorContext, BytemdPlugin } from 'bytemd';
import { DIAGRAM_TEMPLATES, diagramBlock, shiftLines, type DiagramKind } from './diagram-templates';
import { wrapSelectionAsCode } from './editor-rules';
import type { DialogRequest } from './insert-dialog';

type T = (key: string) => string;

const icon = (path: string) =>
  `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.4" aria-hidden="true">${path}</svg>`;

const ICONS = {
  diagram: icon('<rect x="1.5" y="1.5" width="5" height="4" /><rect x="9.5" y="10.5" width="5" height="4" /><path d="M4 5.5v5h5.5" />'),
  indent: icon('<path d="M6 3h8M6 8h8M6 13h8M1.5 5.5 4 8l-2.5 2.5" />'),
  outdent: icon('<path d="M6 3h8M6 8h8M6 13h8M4 5.5 1.5 8 4 10.5" />'),
  code: icon('<path d="M5 4 1.5 8 5 12M11 4l3.5 4-3.5 4" />'),
  link: icon('<path d="M6.5 9.5a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2l-1 1M9.5 6.5a3 3 0 0 0-4.2 0L3 8.8A3 3 0 0 0 7.2 13l1-1" />'),
  rule: icon('<path d="M1.5 8h13" />'),
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

/** bytemd's own modifier: Cmd on a Mac, Ctrl elsewhere. */
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? 'Cmd' : 'Ctrl';

/** A selection becomes code at once (SPEC §5); without one the code form opens. */
function insertCode(ctx: BytemdEditorContext, open: (request: DialogRequest) => void) {
  const selection = ctx.editor.getSelection();
  if (!selection) return open({ kind: 'code', ctx });
  ctx.editor.replaceSelection(wrapSelectionAsCode(selection));
  ctx.editor.focus();
}

function insertRule(ctx: BytemdEditorContext) {
  ctx.appendBlock('---');
  ctx.editor.focus();
}

/**
 * The parts of the SPEC §2.3 and §5 toolbar bytemd and its plugins do not have: code,
 * link and image forms (replacing bytemd's plain wrappers, see toolbar-labels), the seven
 * diagram templates, indent and outdent.
 */
export function quorumToolbar(t: T, open: (request: DialogRequest) => void): BytemdPlugin {
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
      // same shortcuts as bytemd's link and code: later actions win the key map
      { title: t('editor.link.title'), icon: ICONS.link, handler: { type: 'action', click: (ctx) => open({ kind: 'link', ctx }), shortcut: `${MOD}-K` } },
      { title: t('editor.code.title'), icon: ICONS.code, handler: { type: 'action', click: (ctx) => insertCode(ctx, open), shortcut: `${MOD}-Shift-K` } },
      { title: t('editor.image.title'), icon: ICONS.image, handler: { type: 'action', click: (ctx) => open({ kind: 'image', ctx }), shortcut: `${MOD}-G` } },
      // bytemd lists the horizontal rule in its cheatsheet only; SPEC §2.3 wants it in the toolbar
      { title: t('editor.bytemd.hr'), icon: ICONS.rule, handler: { type: 'action', click: insertRule } },
      { title: t('editor.diagram.title'), icon: ICONS.diagram, handler: { type: 'dropdown', actions: diagrams } },
      { title: t('editor.indent'), icon: ICONS.indent, handler: { type: 'action', click: (ctx) => shift(ctx, 'in'), shortcut: 'Ctrl-]' } },
      { title: t('editor.outdent'), icon: ICONS.outdent, handler: { type: 'action', click: (ctx) => shift(ctx, 'out'), shortcut: 'Ctrl-[' } },
    ],
  };
}
