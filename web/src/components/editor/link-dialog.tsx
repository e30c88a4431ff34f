import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TextField } from '../text-field';
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
      <TextField
        label={t('editor.link.url')}
        name="url"
        autoFocus
        value={url}
        invalid={invalid}
        onChange={(value) => {
          setUrl(value);
          setInvalid(false);
        }}
        onKeyDown={confirmOnEnter(confirm)}
      />
      <TextField label={t('editor.link.name')} name="name" value={name} placeholder={t('editor.link.name_placeholder')} onChange={setName} onKeyDown={confirmOnEnter(confirm)} />
    </InsertDialog>
  );
}
