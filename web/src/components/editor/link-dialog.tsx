import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_DEFAULT_URL, linkMarkdown } from './editor-rules';
import { InsertDialog, confirmOnEnter, insertAndClose, type DialogProps } from './insert-dialog';

/** SPEC §5 link insert: the URL is required (marked invalid, no message); the name is optional. */
export function LinkDialog(props: DialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(LINK_DEFAULT_URL);
  const [name, setName] = useState(() => props.ctx.editor.getSelection());
  const [invalid, setInvalid] = useState(false);
  const confirm = () => {
    const text = linkMarkdown(url, name);
    if (text === null) return setInvalid(true);
    insertAndClose(props, text);
  };
  return (
    <InsertDialog title={t('editor.link.title')} testId="link-dialog" onClose={props.onClose} onConfirm={confirm}>
      <label className="q-field" data-field="url">
        <span className="q-field__label">{t('editor.link.url')}</span>
        <input
          className={`q-input${invalid ? ' q-input--invalid' : ''}`}
          name="url"
          autoFocus
          value={url}
          aria-invalid={invalid}
          onChange={(e) => {
            setUrl(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={confirmOnEnter(confirm)}
        />
      </label>
      <label className="q-field" data-field="name">
        <span className="q-field__label">{t('editor.link.name')}</span>
        <input className="q-input" name="name" value={name} placeholder={t('editor.link.name_placeholder')} onChange={(e) => setName(e.target.value)} onKeyDown={confirmOnEnter(confirm)} />
      </label>
    </InsertDialog>
  );
}
