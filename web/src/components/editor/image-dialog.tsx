import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TextField } from '../text-field';
import { imageMarkdown } from './editor-rules';
import { uploadInto } from './image-insert';
import { IMAGE_ACCEPT, imageProblem, imageProblemVars } from './image-upload';
import { InsertDialog, confirmOnEnter, insertAndClose, type DialogProps } from './insert-dialog';

type Tab = 'upload' | 'url';

/**
 * SPEC §5 image: an upload tab (jpeg, jpg, png, webp up to 4 MB; the upload goes through
 * the 'uploading' placeholder) and a URL tab (the URL must not be empty).
 */
export function ImageDialog(props: DialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('upload');
  const [fileError, setFileError] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [urlError, setUrlError] = useState('');

  const pick = (file: File | undefined) => {
    if (!file) return setFileError(t('editor.image.file_empty'));
    const problem = imageProblem(file);
    if (problem) return setFileError(t(`editor.image.${problem}`, imageProblemVars()));
    props.onClose();
    void uploadInto(props.ctx, file, (k, vars) => t(k, vars));
  };
  const confirmUrl = () => {
    const text = imageMarkdown(url, description);
    if (text === null) return setUrlError(t('editor.image.url_empty'));
    insertAndClose(props, text);
  };

  return (
    <InsertDialog title={t('editor.image.title')} testId="image-dialog" onClose={props.onClose} onConfirm={tab === 'url' ? confirmUrl : undefined}>
      <div className="q-tabs q-editor-tabs" role="tablist">
        {(['upload', 'url'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} className={tab === key ? 'is-active' : ''} data-testid={`image-tab-${key}`} onClick={() => setTab(key)}>
            {t(`editor.image.tab_${key}`)}
          </button>
        ))}
      </div>
      {tab === 'upload' ? (
        <label className="q-field" data-field="file">
          <span className="q-field__label">{t('editor.image.choose')}</span>
          <input type="file" name="file" accept={IMAGE_ACCEPT} aria-invalid={Boolean(fileError)} onChange={(e) => pick(e.target.files?.[0])} />
          <span className="q-field__hint">{t('editor.image.hint')}</span>
          {fileError && <span className="q-field__error">{fileError}</span>}
        </label>
      ) : (
        <>
          <TextField
            label={t('editor.image.url')}
            name="url"
            autoFocus
            value={url}
            placeholder="https://"
            error={urlError || undefined}
            onChange={(value) => {
              setUrl(value);
              setUrlError('');
            }}
            onKeyDown={confirmOnEnter(confirmUrl)}
          />
          <TextField label={t('editor.image.description')} name="description" value={description} onChange={setDescription} onKeyDown={confirmOnEnter(confirmUrl)} />
        </>
      )}
    </InsertDialog>
  );
}
