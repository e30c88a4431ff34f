import type { BytemdLocale, BytemdPlugin } from 'bytemd';

/** bytemd's built-in left actions, in its order (its image action has no icon without uploadImages). */
export const BUILTIN_ACTIONS: (keyof BytemdLocale | 'headings')[] = ['headings', 'bold', 'italic', 'quote', 'link', 'image', 'code', 'codeBlock', 'ul', 'ol', 'hr'];

/** Built-ins replaced by Quorum's forms (SPEC §5): their icons are hidden. */
const REPLACED = new Set(['link', 'code'].map((key) => BUILTIN_ACTIONS.indexOf(key as keyof BytemdLocale)));

/**
 * bytemd's right-hand icons, in its order: contents, help, write only, preview only, fullscreen
 * and a link to bytemd's own repository (BYTEMD_SOURCE_LINK), which means nothing to a site's
 * members and is hidden.
 */
export const RIGHT_ACTIONS: (keyof BytemdLocale)[] = ['toc', 'help', 'writeOnly', 'previewOnly', 'fullscreen'];
const BYTEMD_SOURCE_LINK = 5;

/** The titles of the toolbar's icons by their action index, on each side. */
export interface ToolbarTitles {
  left: string[];
  right: string[];
}

/**
 * bytemd's toolbar icons carry no accessible name (titles are hover tooltips only):
 * label each with its action's title, found by the icon's action index on its side, and hide
 * the built-ins Quorum replaces and bytemd's own link.
 */
export function toolbarLabels(titles: () => ToolbarTitles): BytemdPlugin {
  return {
    editorEffect({ root }) {
      const name = (icon: HTMLElement, title: string | undefined) => {
        if (title && icon.getAttribute('aria-label') !== title) {
          icon.setAttribute('aria-label', title);
          icon.setAttribute('role', 'button');
        }
      };
      const label = () => {
        const source = root.querySelector<HTMLElement>(`.bytemd-toolbar-right [bytemd-tippy-path="${BYTEMD_SOURCE_LINK}"]`);
        if (source && !source.hidden) source.hidden = true;
        const { left, right } = titles();
        root.querySelectorAll<HTMLElement>('.bytemd-toolbar-left [bytemd-tippy-path]').forEach((icon) => {
          const index = Number(icon.getAttribute('bytemd-tippy-path'));
          if (REPLACED.has(index)) {
            if (!icon.hidden) icon.hidden = true;
            return;
          }
          name(icon, left[index]);
        });
        root.querySelectorAll<HTMLElement>('.bytemd-toolbar-right [bytemd-tippy-path]').forEach((icon) => name(icon, right[Number(icon.getAttribute('bytemd-tippy-path'))]));
      };
      label();
      const toolbar = root.querySelector('.bytemd-toolbar');
      const observer = new MutationObserver(label);
      if (toolbar) observer.observe(toolbar, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
  };
}
