import { definePlugin } from '../../../kernel/api.ts';
import { EvidenceSourcePoint } from '../../badges/server/api.ts';
import { PostDirectoryPoint, PostEditorPoint, PostHistoryPoint } from '../../questions/server/api.ts';
import { TagEditorPoint, TagHistoryPoint } from '../../tags/server/api.ts';
import { EditGatePoint, RevisionQueuePoint } from './api.ts';
import { RevisionQueueService } from './revision-queue.ts';
import { ContentEditors } from './content-editors.ts';
import { editEvidence } from './edit-evidence.ts';
import { RevisionHistory } from './revision-history.ts';
import { RevisionService } from './revision-service.ts';
import { revisionRoutes, statusHistoryRoutes } from './routes/revision-routes.ts';
import { StatusHistory } from './status-history.ts';
import { recordTimelineSteps } from './timeline-recorder.ts';

export default definePlugin({
  register(ctx) {
    const history = new RevisionHistory(ctx, ctx.clock, ctx.use(EditGatePoint));
    ctx.provide(PostHistoryPoint, history);
    ctx.provide(TagHistoryPoint, history);
    ctx.provide(RevisionQueuePoint, new RevisionQueueService(history.repo, () => ctx.db, ctx.clock));
    recordTimelineSteps(ctx, history.repo, ctx.clock);
    ctx.provide(EvidenceSourcePoint, editEvidence(history.repo, () => ctx.db));
    const editors = new ContentEditors(ctx.need(PostEditorPoint), ctx.need(TagEditorPoint));
    const service = new RevisionService(history, editors, ctx.need(PostDirectoryPoint), ctx.users, () => ctx.db);
    for (const route of revisionRoutes(service)) ctx.routes.add('api', route);
    const statusHistory = new StatusHistory(history.repo, ctx.need(PostDirectoryPoint), ctx.users, () => ctx.db);
    for (const route of statusHistoryRoutes(statusHistory)) ctx.routes.add('admin', route);
  },
});
