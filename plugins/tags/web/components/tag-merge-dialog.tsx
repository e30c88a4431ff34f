import { useEffect, useId, useState } from 'react';
import { Modal, useTranslation } from '../../../../web/src/sdk';
import type { TagBasic, TagInfo } from '../../schemas/tag';
import { useStaffAction } from '../staff-action';
import { tagsApi } from '../tag-requests';

const NS = 'plugin.tags';
const SEARCH_DEBOUNCE_MS = 250;

export interface TagMergeDialogProps {
  source: TagInfo;
  onMerged: (target: TagBasic) => void;
  onClose: () => void;
}

/**
 * Answer's merge dialog: the tag being merged, and a picker for the tag it merges into. The
 * selector's search already maps synonyms to their main tag and the source is left out; what the
 * server still refuses (the target became a synonym meanwhile, or is gone) is shown under the
 * target field, which is the field the server names.
 */
export function TagMergeDialog({ source, onMerged, onClose }: TagMergeDialogProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [found, setFound] = useState<TagBasic[] | null>(null);
  const [target, setTarget] = useState<TagBasic | null>(null);
  const { busy, error, setError, run } = useStaffAction();
  const inputId = useId();

  useEffect(() => {
    const query = text.trim();
    if (!query || query === target?.display_name) return setFound(null);
    let live = true;
    const timer = setTimeout(() => {
      tagsApi.search(query).then((list) => live && setFound((list ?? []).filter((tag) => tag.tag_id !== source.tag_id)), () => live && setFound([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, target, source.tag_id]);

  const choose = (tag: TagBasic) => {
    setTarget(tag);
    setText(tag.display_name);
    setFound(null);
    setError('');
  };
  const submit = async () => {
    if (!target) return setError(t('staff.merge_dialog.choose'));
    if (await run(() => tagsApi.merge(source.tag_id, target.tag_id))) onMerged(target);
  };
  return (
    <Modal
      open
      title={t('staff.merge_dialog.title')}
      onClose={onClose}
      testId="tag-merge-dialog"
      footer={
        <>
          <button type="button" className="q-btn" onClick={onClose}>
            {t('staff.cancel')}
          </button>
          <button type="button" className="q-btn q-btn--primary" disabled={busy || !target} data-testid="merge-submit" onClick={() => void submit()}>
            {t('staff.merge_dialog.submit')}
          </button>
        </>
      }
    >
      <div className="q-field">
        <span className="q-field__label">{t('staff.merge_dialog.source')}</span>
        <span className="qt-dialog__source" data-testid="merge-source">{source.display_name}</span>
        <span className="q-field__hint">{t('staff.merge_dialog.source_hint')}</span>
      </div>
      <div className="q-field qt-picker" data-field="target_tag_id">
        <label className="q-field__label" htmlFor={inputId}>
          {t('staff.merge_dialog.target')}
        </label>
        <input
          id={inputId}
          className={`q-input${error ? ' q-input--invalid' : ''}`}
          name="target_tag"
          type="search"
          autoComplete="off"
          value={text}
          placeholder={t('staff.merge_dialog.search')}
          aria-invalid={Boolean(error)}
          onChange={(e) => {
            setText(e.target.value);
            setTarget(null);
          }}
        />
        {found && (
          <ul className="qt-picker__menu" role="listbox" data-testid="merge-suggestions">
            {found.map((tag) => (
              <li key={tag.tag_id} role="option" aria-selected={false}>
                <button type="button" onClick={() => choose(tag)}>
                  {tag.display_name}
                  {tag.display_name !== tag.slug_name && <span className="q-muted"> · {tag.slug_name}</span>}
                </button>
              </li>
            ))}
            {found.length === 0 && <li className="qt-selector__note">{t('staff.merge_dialog.no_results')}</li>}
          </ul>
        )}
        {error ? <span className="q-field__error" data-testid="merge-error">{error}</span> : <span className="q-field__hint">{t('staff.merge_dialog.target_hint')}</span>}
      </div>
    </Modal>
  );
}
