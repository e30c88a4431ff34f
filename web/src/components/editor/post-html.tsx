import { useEffect, useRef } from 'react';
import { enhanceRichHtml } from './rich-html';

/** Server-rendered (sanitized) post HTML with formulas and diagrams drawn. */
export function PostHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) void enhanceRichHtml(ref.current);
  }, [html]);
  return <div ref={ref} className={`q-prose ${className ?? ''}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
