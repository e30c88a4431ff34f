/** A question's (or one of its answers') page, with the readable title when there is one. */
export function postPath(questionId: string, urlTitle: string, answerId = ''): string {
  const base = `/questions/${questionId}`;
  if (!urlTitle) return base;
  return answerId ? `${base}/${urlTitle}/${answerId}` : `${base}/${urlTitle}`;
}
