import { CodeDialog } from './code-dialog';
import { ImageDialog } from './image-dialog';
import type { DialogRequest } from './insert-dialog';
import { LinkDialog } from './link-dialog';

const DIALOGS = { code: CodeDialog, link: LinkDialog, image: ImageDialog };

/** The insert dialog a toolbar action asked for, if any. */
export function EditorDialog({ request, onClose }: { request: DialogRequest | null; onClose: () => void }) {
  if (!request) return null;
  const Dialog = DIALOGS[request.kind];
  return <Dialog ctx={request.ctx} onClose={onClose} />;
}
