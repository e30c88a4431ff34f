import type { DiffPart } from '../word-diff';

export type DiffLayout = 'inline' | 'split';

function Part({ part }: { part: DiffPart }) {
  if (part.op === 'insert') return <ins className="qr-ins">{part.text}</ins>;
  if (part.op === 'delete') return <del className="qr-del">{part.text}</del>;
  return <span>{part.text}</span>;
}

/**
 * Word changes as one text with removals struck and additions marked, or as the old text
 * (removals marked) beside the new one (additions marked).
 */
export function DiffText({ parts, layout, beforeLabel, afterLabel }: { parts: DiffPart[]; layout: DiffLayout; beforeLabel: string; afterLabel: string }) {
  if (layout === 'inline') {
    return (
      <div className="qr-diff__text" data-testid="diff-inline">
        {parts.map((p, i) => <Part key={i} part={p} />)}
      </div>
    );
  }
  return (
    <div className="qr-diff__split" data-testid="diff-split">
      <div className="qr-diff__text" aria-label={beforeLabel} data-testid="diff-before">
        {parts.map((p, i) => (p.op === 'insert' ? null : <Part key={i} part={p} />))}
      </div>
      <div className="qr-diff__text" aria-label={afterLabel} data-testid="diff-after">
        {parts.map((p, i) => (p.op === 'delete' ? null : <Part key={i} part={p} />))}
      </div>
    </div>
  );
}
