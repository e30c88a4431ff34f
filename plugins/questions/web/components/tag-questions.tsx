import type { SlotProps } from '../../../../web/src/sdk';
import { QuestionListView } from './question-list-view';
import '../questions.css';

/** The questions of a tag page (slot `tag.main`, context { tag }). */
export function TagQuestions({ context }: SlotProps) {
  const tag = context?.tag as { slug_name?: string } | undefined;
  if (!tag?.slug_name) return null;
  return <QuestionListView heading={null} tag={tag.slug_name} />;
}
