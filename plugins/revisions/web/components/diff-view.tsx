import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../web/src/sdk';
import useSWR from 'swr';
import type { RevisionContent } from '../../schemas/revision';
import { renderedText } from '../rendered-text';
import { tagNames } from '../tag-names';
import { changed, diffWords } from '../word-diff';
import { DiffText, type DiffLayout } from './diff-text';
import '../revisions.css';

const NS = 'plugin.revisions';
const LAYOUTS: DiffLayout[] = ['inline', 'split'];
const SOURCES = ['markdown', 'rendered'] as const;
type Source = (typeof SOURCES)[number];

/** The text a reader sees once the markdown is rendered by the server. */
function useRenderedText(markdown: string, enabled: boolean) {
  return useSWR(enabled && markdown.trim() ? ['revisions.rendered', markdown] : null, () => renderedText(markdown), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

function Field({ label, before, after, layout }: { label: string; before: string; after: string; layout: DiffLayout }) {
  const { t } = useTranslation(NS);
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  return (
    <section className="qr-diff__field" data-testid="diff-field" data-changed={changed(parts)}>
      <h3>{label}</h3>
      <DiffText parts={parts} layout={layout} beforeLabel={t('diff.before')} afterLabel={t('diff.after')} />
    </section>
  );
}

function Choice<T extends string>({ label, options, value, onChange }: { label: string; options: readonly T[]; value: T; onChange: (v: T) => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="q-tabs" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o} type="button" className={o === value ? 'is-active' : ''} aria-pressed={o === value} onClick={() => onChange(o)} data-testid={`diff-${o}`}>
          {t(`diff.${o}`)}
        </button>
      ))}
    </div>
  );
}


/**
 * Two versions of a question, an answer or a tag compared word by word: title, slug, tags and
 * body, inline or side by side, as markdown or as the rendered text. `before` null is the first
 * version, compared with nothing.
 */
export function DiffView({ before, after }: { before: RevisionContent | null; after: RevisionContent }) {
  const { t } = useTranslation(NS);
  const [layout, setLayout] = useState<DiffLayout>('inline');
  const [source, setSource] = useState<Source>('markdown');
  const rendered = source === 'rendered';
  const oldText = useRenderedText(before?.original_text ?? '', rendered);
  const newText = useRenderedText(after.original_text, rendered);
  const renderFailed = rendered && Boolean(oldText.error || newText.error);
  const rendering = rendered && (oldText.isLoading || newText.isLoading);
  const tags = tagNames(before, after);
  const body = rendered ? [oldText.data ?? '', newText.data ?? ''] : [before?.original_text ?? '', after.original_text];
  return (
    <div className="qr-diff" data-testid="revision-diff" data-layout={layout} data-source={source}>
      <div className="q-row q-gap q-wrap">
        <Choice label={t('diff.layout')} options={LAYOUTS} value={layout} onChange={setLayout} />
        <Choice label={t('diff.source')} options={SOURCES} value={source} onChange={setSource} />
      </div>
      {(before?.title || after.title) && <Field label={t('diff.title')} before={before?.title ?? ''} after={after.title} layout={layout} />}
      {(before?.slug_name || after.slug_name) && <Field label={t('diff.slug')} before={before?.slug_name ?? ''} after={after.slug_name} layout={layout} />}
      {(before?.tags.length || after.tags.length) ? <Field label={t('diff.tags')} before={tags[0]} after={tags[1]} layout={layout} /> : null}
      {renderFailed ? (
        <p className="q-muted" data-testid="diff-render-failed">{t('diff.render_failed')}</p>
      ) : rendering ? (
        <p className="q-muted" aria-busy="true">{t('diff.rendering')}</p>
      ) : (
        <Field label={t('diff.body')} before={body[0]!} after={body[1]!} layout={layout} />
      )}
    </div>
  );
}
