import type { FillProps } from '../../../../web/src/sdk';
import type { TagPageContext } from '../../../tags/web/slots';
import { QuestionListView } from './question-list-view';

/** The questions of a tag page (fills TagMainSlot). */
export function TagQuestions({ context }: FillProps<TagPageContext>) {
  return <QuestionListView heading={null} tag={context.tag.slug_name} />;
}
