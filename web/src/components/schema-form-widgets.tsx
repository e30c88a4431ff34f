import type { IconButtonProps, WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { api } from '../api/client';
import { ApiError } from '../api/api-error';
import { useTranslation } from '../i18n/use-translation';
import { IMAGE_ACCEPT } from '../../../schemas/api/files';

/** A `#rrggbb` colour: the browser's colour picker with the hex beside it, which can be typed too. */
export function HexColorWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  const hex = typeof value === 'string' ? value : '';
  const valid = /^#[0-9a-fA-F]{6}$/.test(hex);
  return (
    <span className="q-color-field">
      <input type="color" aria-label={label} value={valid ? hex.toLowerCase() : '#000000'} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value)} />
      <input id={id} type="text" className="form-control" value={hex} maxLength={7} spellCheck={false} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value)} />
    </span>
  );
}

/**
 * An image setting (a logo, an icon): a preview, an upload through `POST file` with the field's
 * upload source (the server checks the file by its content), a remove button and the URL itself,
 * which may also be any http(s) address.
 */
export function ImageWidget({ id, value, onChange, disabled, readonly, schema, label }: WidgetProps) {
  const { t } = useTranslation();
  const url = typeof value === 'string' ? value : '';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const fileId = useId();
  const source = String((schema as { 'x-upload'?: string })['x-upload'] ?? 'branding');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      const form = new FormData();
      form.append('source', source);
      form.append('file', file);
      onChange(await api.post<string>('/file', form));
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t('schema_form.upload_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="q-image-field">
      <div className="q-image-field__preview">
        {url ? <img src={url} alt={label} /> : <span className="q-image-field__none">{t('schema_form.no_image')}</span>}
      </div>
      <div className="q-image-field__controls">
        <div className="q-image-field__buttons">
          <label htmlFor={fileId} className={`q-btn q-btn--small${disabled || readonly || busy ? ' q-btn--disabled' : ''}`}>
            {busy ? t('schema_form.uploading') : t('schema_form.upload')}
          </label>
          <input id={fileId} type="file" className="q-visually-hidden" accept={IMAGE_ACCEPT} disabled={disabled || readonly || busy} onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }} />
          {url && (
            <button type="button" className="q-btn q-btn--small" disabled={disabled || readonly} onClick={() => onChange('')}>
              {t('schema_form.remove_image')}
            </button>
          )}
        </div>
        <input id={id} type="text" className="form-control" value={url} placeholder={t('schema_form.image_url')} aria-label={t('schema_form.image_url')} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value)} />
        {problem && <p className="q-field__error" role="alert">{problem}</p>}
      </div>
    </div>
  );
}

/** The IANA zones this browser knows, with the stored value kept even when it does not know it. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes('UTC') ? known : ['UTC', ...known];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** A time zone: a choice of IANA names (they are names, not words to translate). */
export function TimeZoneWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const current = typeof value === 'string' ? value : '';
  return (
    <select id={id} className="form-control" value={current} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value)}>
      {timeZones(current).map((zone) => <option key={zone} value={zone}>{zone}</option>)}
    </select>
  );
}

/** Array buttons that say what they do (rjsf's draw a bare icon). */
function TextButton({ labelKey, danger, ...props }: IconButtonProps & { labelKey: string; danger?: boolean }) {
  const { t } = useTranslation();
  const { onClick, disabled, id, className } = props;
  return (
    <button type="button" id={id} className={`q-btn q-btn--small${danger ? ' q-btn--danger' : ''} ${className ?? ''}`} disabled={disabled} onClick={onClick}>
      {t(labelKey)}
    </button>
  );
}

export const AddButton = (props: IconButtonProps) => (
  <div className="q-array-add">
    <TextButton {...props} className="" labelKey="schema_form.add_item" />
  </div>
);
export const RemoveButton = (props: IconButtonProps) => <TextButton {...props} className="" labelKey="schema_form.remove_item" danger />;
