import { useState } from 'react';
import { adminApi, isFieldErrors, Modal, TextField, useTranslation } from '../../../../web/src/sdk';
import { QUORUM_FORMAT, type EndpointCreated, type WebhookEndpoint, type WebhookEventName, type WebhookFormatInfo } from '../../schemas/webhook';
import { eventKey } from './event-names';

const NS = 'plugin.webhooks';

interface Props {
  /** Absent: a new endpoint. */
  endpoint?: WebhookEndpoint;
  formats: WebhookFormatInfo[];
  onClose: () => void;
  /** Saved; `secret` is the new endpoint's, to show once. */
  onSaved: (secret?: string) => void;
}

/**
 * Create or edit an endpoint: its address, message format, events (those the format can word),
 * a tag filter, on/off and, for the signed format, a secret. A saved chat address is shown
 * masked, so editing one leaves the address empty to keep it.
 */
export function EndpointDialog({ endpoint, formats, onClose, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const keepsUrl = !!endpoint && endpoint.format !== QUORUM_FORMAT;
  const [url, setUrl] = useState(endpoint && !keepsUrl ? endpoint.url : '');
  const [format, setFormat] = useState(endpoint?.format ?? QUORUM_FORMAT);
  const [events, setEvents] = useState<WebhookEventName[]>(endpoint?.events ?? ['question.created']);
  const [tags, setTags] = useState(endpoint?.tags.join(', ') ?? '');
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const chosen = formats.find((f) => f.id === format);
  const offered = chosen?.events ?? [];
  const signed = chosen?.signed ?? format === QUORUM_FORMAT;

  const pickFormat = (id: string) => {
    setFormat(id);
    const next = formats.find((f) => f.id === id)?.events ?? [];
    setEvents((current) => {
      const kept = current.filter((e) => next.includes(e));
      return kept.length > 0 ? kept : next.slice(0, 1);
    });
  };
  const toggle = (event: WebhookEventName, on: boolean) => setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  const save = async () => {
    const body = {
      ...(url.trim() || !endpoint ? { url: url.trim() } : {}),
      format, events: offered.filter((e) => events.includes(e)), enabled,
      tags: tags.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean),
      ...(signed && secret ? { secret } : {}),
    };
    setBusy(true);
    setErrors({});
    try {
      if (endpoint) {
        await adminApi.put<WebhookEndpoint>('/webhooks', { id: endpoint.id, ...body });
        onSaved();
      } else onSaved((await adminApi.post<EndpointCreated>('/webhooks', body)).secret || undefined);
    } catch (err) {
      if (isFieldErrors(err)) setErrors(err.byField());
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      <button type="button" className="q-btn" onClick={onClose}>{t('cancel')}</button>
      <button type="button" className="q-btn q-btn--primary" disabled={busy} data-testid="webhook-save" onClick={() => void save()}>{t('save')}</button>
    </>
  );
  return (
    <Modal open title={t(endpoint ? 'edit_title' : 'new_title')} onClose={onClose} footer={footer} testId="webhook-dialog">
      <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <TextField label={t('url')} name="url" type="url" value={url} onChange={setUrl} error={errors.url} hint={t(keepsUrl ? 'url_keep' : 'url_hint')} placeholder="https://" />
        <label className="q-field" data-field="format">
          <span className="q-field__label">{t('format')}</span>
          <select className="q-input" name="format" value={format} onChange={(e) => pickFormat(e.target.value)}>
            {formats.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
          </select>
          {errors.format && <span className="q-field__error">{errors.format}</span>}
        </label>
        <fieldset className="q-field" data-field="events">
          <legend className="q-field__label">{t('events')}</legend>
          {offered.map((event) => (
            <label key={event} className="q-check">
              <input type="checkbox" name="events" value={event} checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
              <span>{t(eventKey(event))} <code className="q-muted">{event}</code></span>
            </label>
          ))}
          {errors.events && <span className="q-field__error">{errors.events}</span>}
        </fieldset>
        <TextField label={t('tags')} name="tags" value={tags} onChange={setTags} error={errors.tags} hint={t('tags_hint')} />
        {signed && (
          <TextField label={t('secret')} name="secret" value={secret} onChange={setSecret} error={errors.secret} autoComplete="off"
            hint={t(!endpoint ? 'secret_hint' : endpoint.signed ? 'secret_keep' : 'secret_needed')} />
        )}
        <label className="q-check">
          <input type="checkbox" name="enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          <span>{t('enabled')}</span>
        </label>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
