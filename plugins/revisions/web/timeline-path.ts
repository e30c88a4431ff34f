/**
 * A timeline's own path, for the links on question, answer and tag pages. A module of its own:
 * the links are in every page's first load (the plugin entries' chunk), the API client is not.
 */
export function timelinePath(object: { type: 'question' | 'answer' | 'tag'; id: string; questionId?: string }): string {
  if (object.type === 'tag') return `/tags/${object.id}/timeline`;
  if (object.type === 'answer') return `/posts/${object.questionId}/${object.id}/timeline`;
  return `/posts/${object.id}/timeline`;
}
