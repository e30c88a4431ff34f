import type { PostRecord } from './read-ports.ts';

/*
 * The domain events questions emits, declared on the kernel's DomainEvents.
 */

/** Who did it (`userId`) to which post; `authorId` is the post's author when they differ. */
interface QuestionEvent {
  questionId: string;
  userId: string;
  authorId: string;
}

interface AnswerEvent extends QuestionEvent {
  answerId: string;
}

declare module '../../../../kernel/api.ts' {
  interface DomainEvents {
    /**
     * `post`: the question as it committed, when the emitter holds it (asking), so listeners
     * (search, links, the new-question mail) read nothing back; without it they read the question.
     * `answeredWhileHeld`: on approval after review, the live answers staff wrote while it was
     * held, whose `answer.created` told nobody (the notices of them go out now).
     */
    'question.created': QuestionEvent & { tagIds: string[]; post?: PostRecord; answeredWhileHeld?: { answerId: string; userId: string }[] };
    'question.updated': QuestionEvent & { tagIds: string[] };
    /** `reason`: what the admin gave in the post-status dialog ('' for other deletes). */
    'question.deleted': QuestionEvent & { reason: string };
    'question.recovered': QuestionEvent;
    'question.closed': QuestionEvent & { closeType: number; closeMsg: string };
    'question.reopened': QuestionEvent;
    /** Staff pinned, unpinned, hid or showed a question (hidden ones leave lists and search). */
    'question.operated': { questionId: string; operation: 'pin' | 'unpin' | 'hide' | 'show'; userId?: string; authorId?: string };
    /**
     * `question`: its title and whether it is held for review as of the answer's commit (see
     * AnswerService.goLive), so listeners (the asker's notice) need not read the question again;
     * without it they do. `body`: the answer's markdown as it committed, so its links are found
     * without reading it back.
     */
    'answer.created': AnswerEvent & { questionAuthorId: string; question?: { title: string; held: boolean }; body?: string };
    'answer.updated': AnswerEvent;
    'answer.deleted': AnswerEvent & { reason: string };
    'answer.recovered': AnswerEvent;
    /** `accepted` false: the asker took the acceptance back. */
    'answer.accepted': AnswerEvent & { accepted: boolean };
  }
}
