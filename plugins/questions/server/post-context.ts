import type { Knex } from 'knex';
import type { Clock, Language, PluginContext, SessionUser } from '../../../kernel/api.ts';
import { WriteSettingsGroup, type TagService } from '../../tags/server/api.ts';
import { AnswerRepository } from './answers/answer-repository.ts';
import { DraftRepository } from './drafts/draft-repository.ts';
import type { Renderer } from '../../../kernel/api.ts';
import type { ActionLabel, ActionTerms } from './member-actions.ts';
import { idCodec, fromShortId } from './questions/permalink.ts';
import { HotScoreKeeper } from './questions/hot-score-keeper.ts';
import { QuestionRepository } from './questions/question-repository.ts';
import type { WriteRules } from './questions/question-rules.ts';
import { PostAuthors } from './read-models/user-directory.ts';
import { ViewBuffer } from './questions/view-buffer.ts';
import { viewWriter } from './questions/view-writer.ts';
import { ViewerStates } from './read-models/viewer-state.ts';
import { ExtraActions } from './read-models/extra-actions.ts';
import { FlagDeskPoint, PermalinkPoint, PostHistoryPoint, QuestionExtraActionsPoint, ViewerStatePoint, flagsTaken, type FlagDesk, type Permalink } from './api.ts';

/** Who is asking, in which language: what presenters need besides rows. */
export interface Viewer {
  user: SessionUser | undefined;
  language: Language;
}

/** What the question and answer services share. */
export class PostContext {
  readonly questions: QuestionRepository;
  readonly answers = new AnswerRepository();
  readonly drafts = new DraftRepository();
  /** Views counted by `question/info`, written every couple of seconds. */
  readonly views: ViewBuffer;
  readonly users: PostAuthors;
  /** The viewer's votes, bookmarks, follows…: from the plugins that own them. */
  readonly viewerStates: ViewerStates;
  /** What other plugins let the viewer do to a question (`extends_actions`). */
  readonly extraActions: ExtraActions;
  readonly clock: Clock;
  private readonly flagDesk: () => FlagDesk | undefined;
  private readonly history: () => unknown;
  private readonly permalinkStyle: () => Permalink | undefined;

  constructor(
    private readonly ctx: Pick<PluginContext, 'db' | 'ids' | 'settings' | 'events' | 'clock' | 'users' | 'use' | 'logger' | 'onClose' | 'privileges' | 'cache'>,
    readonly md: Renderer,
    private readonly tagService: () => TagService,
    readonly label: ActionLabel,
  ) {
    this.clock = ctx.clock;
    this.questions = new QuestionRepository(new HotScoreKeeper(ctx.clock));
    this.users = new PostAuthors(ctx.users);
    this.viewerStates = new ViewerStates(ctx.use(ViewerStatePoint), ctx.logger);
    this.extraActions = new ExtraActions(ctx.use(QuestionExtraActionsPoint), ctx.logger);
    this.flagDesk = ctx.use(FlagDeskPoint);
    this.history = ctx.use(PostHistoryPoint);
    this.permalinkStyle = ctx.use(PermalinkPoint);
    this.views = new ViewBuffer(ctx.cache, viewWriter(() => ctx.db, this.questions, ctx.clock), ctx.logger);
    ctx.onClose(() => this.views.close());
  }

  /** Refuses with the site's reason when `user` lacks the privilege. Outside a transaction. */
  async checkPrivilege(user: SessionUser, action: string, ownerId?: string): Promise<void> {
    await this.ctx.privileges.check(user, action, ownerId);
  }

  get tags(): TagService {
    return this.tagService();
  }

  get db(): Knex {
    return this.ctx.db;
  }

  get events(): PluginContext['events'] {
    return this.ctx.events;
  }

  nextId(trx: Knex.Transaction, type: 'question' | 'answer'): Promise<string> {
    return this.ctx.ids.next(trx, type);
  }

  /** Read before a transaction opens (SQLite has one connection). */
  async writeRules(): Promise<WriteRules> {
    const { min_tags, min_content, restrict_answer } = await this.ctx.settings.get(WriteSettingsGroup);
    return { min_tags, min_content, restrict_answer };
  }

  /** How ids appear in responses (short ids under permalink 3 and 4). */
  async codec(): Promise<(id: string) => string> {
    return idCodec(await this.permalink());
  }

  /** The permalink style (seo's setting); 1, id and title, while seo is absent or off. */
  async permalink(): Promise<number> {
    return (await this.permalinkStyle()?.style()) ?? 1;
  }

  /**
   * Labels for member_actions, whether an enabled plugin takes flags on `source`, and whether
   * the viewer may edit others' posts of that kind (reputation's `*.edit`, where edits by
   * others have a way in: the revisions plugin's history).
   */
  async actionTerms(source: 'question' | 'answer', viewer?: SessionUser): Promise<ActionTerms> {
    const editOthers = !!viewer && !!this.history() && (await this.ctx.privileges.can(viewer, `${source}.edit`));
    return { label: this.label, flaggable: flagsTaken(this.flagDesk(), source), editOthers };
  }

  /** Ids from requests may be short ids; the database holds the long form. */
  id(raw: string): string {
    return fromShortId(raw);
  }
}
