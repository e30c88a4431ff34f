import { useEffect, useRef, useState } from 'react';
import { useCurrentUser, useTranslation } from '../../../../web/src/sdk';
import { shareUrl } from './share-url';
import { useCloseOnOutside } from './use-close-on-outside';

const NS = 'plugin.questions';
/** SPEC §9: 'copied' shows for 1 second. */
export const COPIED_MS = 1000;


async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through: clipboard permission refused (e.g. insecure origin)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Copy link, facebook, twitter and the device share sheet when supported. */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // Read from the browser only once the menu opens: the page may be rendered on the server.
  const url = open ? shareUrl(window.location.origin, path, user?.username) : '';

  useCloseOnOutside(open, ref, setOpen);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    await copyText(`${title} ${url}`);
    setCopied(true);
  };
  const canShare = open && typeof navigator.share === 'function';
  const encoded = encodeURIComponent(url);
  return (
    <div className="qq-share" ref={ref}>
      <button type="button" className="q-btn q-btn--link" aria-expanded={open} data-testid="share-toggle" onClick={() => setOpen(!open)}>
        {t('actions.share')}
      </button>
      {open && (
        <div className="qq-popover" role="menu" data-testid="share-menu">
          <button type="button" role="menuitem" data-testid="share-copy" onClick={() => void copy()}>
            {copied ? t('share.copied') : t('share.copy')}
          </button>
          <a role="menuitem" href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`} target="_blank" rel="noreferrer noopener">
            {t('share.facebook')}
          </a>
          <a
            role="menuitem"
            href={`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noreferrer noopener"
          >
            {t('share.twitter')}
          </a>
          {canShare && (
            <button type="button" role="menuitem" onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
              {t('share.device')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
