import type { Language, SessionUser } from '../../../kernel/api.ts';

/** Who is asking, in which language: what presenters need besides rows. */
export interface Viewer {
  user: SessionUser | undefined;
  language: Language;
}
