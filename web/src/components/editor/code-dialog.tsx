import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TextField } from '../text-field';
import { codeMarkdown } from './editor-rules';
import { InsertDialog, confirmOnEnter, insertAndClose, type DialogProps } from './insert-dialog';

/** SPEC §5 code insert: empty code is refused; long or multi-line code becomes a fenced block. */
export function CodeDialog(props: DialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [lang, setLang] = useState('');
  const [error, setError] = useState('');
  const confirm = () => {
    const result = codeMarkdown(code, lang);
    if ('problem' in result) return setError(t(`editor.${result.problem}`));
    insertAndClose(props, result.text);
  };
  return (
    <InsertDialog title={t('editor.code.title')} testId="code-dialog" onClose={props.onClose} onConfirm={confirm}>
      <label className="q-field" data-field="code">
        <span className="q-field__label">{t('editor.code.form.fields.code.label')}</span>
        <textarea
          className={`q-input q-input--mono${error ? ' q-input--invalid' : ''}`}
          name="code"
          rows={6}
          autoFocus
          value={code}
          aria-invalid={Boolean(error)}
          onChange={(e) => {
            setCode(e.target.value);
            setError('');
          }}
        />
        {error && <span className="q-field__error">{error}</span>}
      </label>
      <TextField label={t('editor.code.form.fields.lang.label')} name="lang" value={lang} placeholder={t('editor.code.form.fields.lang.placeholder')} onChange={setLang} onKeyDown={confirmOnEnter(confirm)} />
    </InsertDialog>
  );
}
