import { lazy, Suspense } from 'react';
import { withPluginTexts } from '../../../../web/src/sdk';
import type { AnswerInfo, QuestionInfo } from '../api';
import type { MemberActionsProps } from './member-actions';
import { ShareMenu } from './share-menu';

/**
 * Edit, delete, report and the staff controls load only for a reader the server offers them
 * (`member_actions`, empty for a visitor), with their texts (the plugin's `member` catalogue part):
 * a visitor's first load of a question page leaves them out (issue 13's bundle budget). A member's server-rendered controls stay as rendered until the
 * chunk arrives, then hydrate.
 */
const MemberActions = lazy(withPluginTexts('questions', 'member', () => import('./member-actions').then((m) => ({ default: m.MemberActions }))));

export interface AuthorActionsProps extends MemberActionsProps {
  question: QuestionInfo;
  answer?: AnswerInfo;
  sharePath: string;
}

/** Share, and the post's actions the reader may take (SPEC §2.3). */
export function AuthorActions({ question, answer, sharePath, onChanged }: AuthorActionsProps) {
  const post = answer ?? question;
  return (
    <div className="qq-actions" data-testid={answer ? 'answer-actions' : 'question-actions'}>
      <ShareMenu path={sharePath} title={question.title} />
      {post.member_actions?.length ? (
        <Suspense fallback={null}>
          <MemberActions question={question} answer={answer} onChanged={onChanged} />
        </Suspense>
      ) : null}
    </div>
  );
}
