/*
 * What question-invite offers other plugins: its event, which the notifications plugin turns into
 * a notice and a mail to each member invited.
 */

/**
 * Members were put on a question's list for the first time (`inviteeIds`, in list order); a
 * member put back on it after being taken off is not named again. `userId`: who invited them.
 */
export interface QuestionInvited {
  questionId: string;
  userId: string;
  inviteeIds: string[];
}

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    'question.invited': QuestionInvited;
  }
}
