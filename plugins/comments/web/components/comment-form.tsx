import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLeaveWarning, useTranslation } from '../../../../web/src/sdk';
import { COMMENT_MAX, commentsApi, matchMentions, mentionAtCaret, type Participant } from '../api';

const NS = 'plugin.comments';

export interface CommentFormProps {
  initial?: string;
  participants: readonly Participant[];
  submitLabel: string;
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
  testId: string;
}

/** A comment box with @mention autocomplete; unsaved text blocks leaving the page (SPEC §4). */
export function CommentForm({ initial = '', participants, submitLabel, onSubmit, onCancel, testId }: CommentFormProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [remote, setRemote] = useState<Participant[]>([]);
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLTextAreaElement>(null);
  const leave = useLeaveWarning(text.trim() !== initial.trim());

  useEffect(() => {
    if (!mention?.query) {
      setRemote([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void commentsApi.searchUsers(mention.query).then((list) => live && setRemote(Array.isArray(list) ? list : []));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [mention?.query]);

  const suggestions = mention ? matchMentions([...participants, ...remote], mention.query) : [];

  const onChange = (value: string, caret: number) => {
    setText(value);
    setError('');
    setMention(mentionAtCaret(value, caret));
    setActive(0);
  };

  const pick = (p: Participant) => {
    if (!mention) return;
    const caret = mention.start + 1 + mention.query.length;
    const next = `${text.slice(0, mention.start)}@${p.username} ${text.slice(caret)}`;
    setText(next);
    setMention(null);
    const pos = mention.start + p.username.length + 2;
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(pos, pos);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(suggestions[active]!);
    } else if (e.key === 'Escape') {
      setMention(null);
    }
  };

  const submit = async () => {
    const value = text.trim();
    if (!value) return setError(t('empty'));
    if (value.length > COMMENT_MAX) return setError(t('too_long', { max: COMMENT_MAX }));
    setBusy(true);
    try {
      await onSubmit(value);
      leave.release();
      setText('');
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="qc-form" data-testid={testId} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className="qc-form__box">
        <textarea
          ref={ref}
          className={`q-input${error ? ' q-input--invalid' : ''}`}
          name="comment"
          rows={2}
          value={text}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          onChange={(e) => onChange(e.target.value, e.target.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setMention(null), 150)}
        />
        {suggestions.length > 0 && (
          <ul className="qc-mentions" role="listbox" data-testid="mention-suggestions">
            {suggestions.map((p, i) => (
              <li key={p.username} role="option" aria-selected={i === active}>
                <button type="button" className={i === active ? 'is-active' : undefined} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(p)}>
                  {p.display_name} <span className="q-muted">@{p.username}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && <span className="q-field__error">{error}</span>}
      </div>
      <div className="q-row q-gap">
        <button type="submit" className="q-btn q-btn--primary q-btn--small" disabled={busy} data-testid="comment-submit">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="q-btn q-btn--small" onClick={() => { leave.release(); onCancel(); }}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
