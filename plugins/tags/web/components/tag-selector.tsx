import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../web/src/sdk';
import { TAGS_PER_QUESTION, TAG_SUGGESTIONS, type TagChoice } from '../../schemas/tag';
import { useTagCreation } from '../tag-creation';
import { tagsApi } from '../tag-requests';
import { TAG_HIGHLIGHT_MS, duplicateIndex, slugFromName } from '../tag-rules';

const NS = 'plugin.tags';
const SEARCH_DEBOUNCE_MS = 250;

export interface TagSelectorProps {
  value: TagChoice[];
  onChange: (tags: TagChoice[]) => void;
  max?: number;
  invalid?: boolean;
  testId?: string;
}

/**
 * The tag selector of SPEC §2.3/§5: up to 5 tags, ≤5 suggestions from `question/tags`,
 * duplicates (case-insensitive) highlight the existing tag for 2 seconds instead.
 */
export function TagSelector({ value, onChange, max = TAGS_PER_QUESTION, invalid, testId = 'tag-selector' }: TagSelectorProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<TagChoice[]>([]);
  const [active, setActive] = useState(0);
  const [highlight, setHighlight] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Creation is offered only to a member the server lets create tags (issue 23): the others are
  // told who can, instead of a refusal when they submit.
  const creation = useTagCreation();
  const mayCreate = creation.state !== 'refused';

  useEffect(() => {
    const query = text.replace(/;/g, '').trim();
    if (!query) {
      setSuggestions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      tagsApi
        .search(query)
        .then((list) => {
          if (!live) return;
          setSuggestions((list ?? []).slice(0, TAG_SUGGESTIONS));
          setActive(0);
        })
        .catch(() => live && setSuggestions([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), TAG_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const add = (tag: TagChoice) => {
    const dup = duplicateIndex(value, tag.slug_name) >= 0 ? duplicateIndex(value, tag.slug_name) : duplicateIndex(value, tag.display_name);
    if (dup >= 0) {
      setHighlight(dup);
    } else if (value.length < max) {
      onChange([...value, tag]);
    }
    setText('');
    setSuggestions([]);
  };

  const matching = (list: TagChoice[], name: string) =>
    list.find((s) => s.slug_name.toLowerCase() === name.toLowerCase() || s.display_name.toLowerCase() === name.toLowerCase());

  const addTyped = () => {
    const name = text.replace(/;/g, '').trim();
    if (!name) return;
    const chosen = matching(suggestions, name) ?? suggestions[active];
    if (chosen) add(chosen);
    else if (mayCreate) add({ slug_name: slugFromName(name) || name.toLowerCase(), display_name: name });
    // Typed faster than the suggestions came: look the name up now rather than offer a new tag.
    else void tagsApi.search(name).then((list) => {
      const found = matching(list ?? [], name);
      if (found) add(found);
    }).catch(() => undefined);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      addTyped();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Backspace' && !text && value.length > 0) {
      onChange(value.slice(0, -1));
    } else if (e.key === 'Escape') {
      setSuggestions([]);
    }
  };

  return (
    <div className={`qt-selector${invalid ? ' qt-selector--invalid' : ''}`} data-testid={testId}>
      <ul className="qt-selector__chips">
        {value.map((tag, i) => (
          <li key={tag.slug_name} className={`qt-chip${highlight === i ? ' qt-chip--highlight' : ''}`} data-testid="selected-tag" data-highlight={highlight === i}>
            <span>{tag.display_name || tag.slug_name}</span>
            <button type="button" aria-label={t('selector.remove', { name: tag.display_name })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {value.length < max && (
        <div className="qt-selector__search">
          <input
            ref={inputRef}
            className="q-input"
            name="tag_search"
            value={text}
            placeholder={t('selector.placeholder')}
            aria-label={t('selector.label')}
            autoComplete="off"
            onChange={(e) => setText(e.target.value.replace(/;/g, ''))}
            onKeyDown={onKeyDown}
          />
          {text.trim() && (
            <ul className="qt-selector__menu" role="listbox" data-testid="tag-suggestions">
              {suggestions.map((s, i) => (
                <li key={s.slug_name} role="option" aria-selected={i === active}>
                  <button type="button" className={i === active ? 'is-active' : undefined} onMouseDown={(e) => e.preventDefault()} onClick={() => add(s)}>
                    {s.display_name}
                    {s.reserved && <span className="q-muted"> · {t('selector.reserved')}</span>}
                  </button>
                </li>
              ))}
              {!suggestions.some((s) => s.slug_name.toLowerCase() === text.trim().toLowerCase()) &&
                (mayCreate ? (
                  <li role="option" aria-selected={suggestions.length === 0}>
                    <button type="button" data-testid="create-tag-option" onMouseDown={(e) => e.preventDefault()} onClick={addTyped}>
                      {t('selector.create', { name: text.trim() })}
                    </button>
                  </li>
                ) : (
                  <li role="presentation" className="qt-selector__note" data-testid="create-tag-refused">
                    {t('selector.cannot_create', { name: text.trim(), tip: creation.tip })}
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
      <span className="q-field__hint" data-testid="tag-selector-hint">
        {mayCreate ? t('selector.hint', { max }) : t('selector.hint_existing_only', { max, tip: creation.tip })}
      </span>
    </div>
  );
}
