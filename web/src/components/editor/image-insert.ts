import type { BytemdEditorContext, BytemdPlugin } from 'bytemd';
import { toast } from '../toast-store';
import { attachmentMarkdown, planUpload, uploadPostAttachment, uploadPostImage } from './image-upload';

type T = (key: string, vars?: Record<string, unknown>) => string;

let uploadCounter = 0;

/**
 * The alt text of an uploaded image: its file name without the extension ("Login form.png" →
 * "Login form"), so a screen reader has something to say; a translated "Image" when the name
 * gives nothing. Brackets would end the alt text early, so they go.
 */
export function imageAlt(fileName: string, t: T): string {
  const base = fileName.replace(/\.[^./\\]*$/, '').replace(/[[\]\\]/g, '').replace(/[_\s]+/g, ' ').trim();
  return base || t('editor.image.default_alt');
}

/**
 * SPEC §4: inserts an 'uploading' placeholder, uploads, then swaps in `![alt](url)` for an image
 * or `[name](url)` for an attachment, or removes the placeholder on failure (SPEC §8: logged only).
 */
export async function uploadInto(ctx: BytemdEditorContext, file: File, t: T): Promise<void> {
  const plan = planUpload(file);
  if ('problem' in plan) {
    toast(t(`editor.image.${plan.problem}`, plan.vars), 'danger');
    return;
  }
  uploadCounter += 1;
  const alt = imageAlt(file.name, t);
  const placeholder = `![${t('editor.image.uploading')}](#uploading-${uploadCounter})`;
  const { editor } = ctx;
  editor.replaceSelection(placeholder);
  const swap = (text: string) => {
    const at = editor.getValue().indexOf(placeholder);
    if (at < 0) return;
    editor.replaceRange(text, editor.posFromIndex(at), editor.posFromIndex(at + placeholder.length));
  };
  try {
    swap(plan.kind === 'image' ? `![${alt}](${await uploadPostImage(file)})` : attachmentMarkdown(file.name, await uploadPostAttachment(file)));
  } catch (err) {
    console.error('[editor] image upload failed', err);
    swap('');
  }
}

/**
 * Files pasted or dropped into the editor go through the same upload as the dialog's: images are
 * shown, the attachment types the admin takes are linked, and anything else is refused with the
 * dialog's words. Taken in any case, so a dropped file never makes the browser leave the page to
 * open it.
 */
export function fileDropEffect(t: T): BytemdPlugin {
  return {
    editorEffect(ctx) {
      const onFiles = (_: unknown, e: ClipboardEvent | DragEvent) => {
        const list = 'clipboardData' in e ? e.clipboardData?.files : e.dataTransfer?.files;
        const files = [...(list ?? [])];
        if (files.length === 0) return;
        e.preventDefault();
        for (const file of files) void uploadInto(ctx, file, t);
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
