import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TextField } from '../text-field';
import { imageMarkdown } from './editor-rules';
import { uploadInto } from './image-insert';
import { attachmentLimits, imageLimits, planUpload, uploadAccept } from './image-upload';
import { InsertDialog, confirmOnEnter, insertAndClose, type DialogProps } from './insert-dialog';

type Tab = 'upload' | 'url';
const MB = 1024 * 1024;

/**
 * SPEC §5 image: an upload tab (the site's image types and size, 4 MB of jpeg, jpg, png, webp by
 * default, and the attachment types the admin takes, linked rather than shown; the upload goes
 * through the 'uploading' placeholder) and a URL tab (the URL must not be empty).
 */
export function ImageDialog(props: DialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('upload');
  const [fileError, setFileError] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [urlError, setUrlError] = useState('');
  const images = imageLimits();
  const attachments = attachmentLimits();

  const pick = (file: File | undefined) => {
    if (!file) return setFileError(t('editor.image.file_empty'));
    const plan = planUpload(file);
    if ('problem' in plan) return setFileError(t(`editor.image.${plan.problem}`, plan.vars));
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
          <span className="q-field__label">{attachments.types.length ? t('editor.image.choose_file') : t('editor.image.choose')}</span>
          <input type="file" name="file" accept={uploadAccept(attachments)} aria-invalid={Boolean(fileError)} onChange={(e) => pick(e.target.files?.[0])} />
          <span className="q-field__hint">{t('editor.image.hint_limits', { types: images.types.join(', '), size: images.maxBytes / MB })}</span>
          {attachments.types.length > 0 && (
            <span className="q-field__hint" data-testid="attachment-hint">
              {t('editor.image.hint_attachments', { types: attachments.types.join(', '), size: attachments.maxBytes / MB })}
            </span>
          )}
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
