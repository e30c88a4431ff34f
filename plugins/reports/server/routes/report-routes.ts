import type { RequestHandler } from 'express';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  FLAG_PAGE_SIZE, FLAG_PAGE_SIZE_MAX, flagActionBody, flagPageQuery, flagPageSchema, nullSchema, reportBody,
  type FlagActionBody, type FlagPageQuery, type ReportBody,
} from '../../schemas/report.ts';
import type { FlagPresenter } from '../flag-presenter.ts';
import type { ReportRepository } from '../report-repository.ts';
import type { ReportService } from '../report-service.ts';
import type { Knex } from 'knex';

interface Deps {
  service: ReportService;
  presenter: FlagPresenter;
  reports: ReportRepository;
  db: () => Knex;
  /** Rate limit and captcha for Answer's `report` action. */
  limits: RequestHandler[];
}

/**
 * `POST report` for members; the flag desk as SPEC §7.1 names it (`GET reports/page`,
 * `PUT report` under /answer/admin/api) and as Answer 2.0's review page calls it
 * (`GET report/unreviewed/post`, `PUT report/review`, open to moderators too).
 */
export function reportRoutes({ service, presenter, reports, db, limits }: Deps): { api: RouteDefinition<any, any>[]; admin: RouteDefinition<any, any>[] } {
  const page = (path: string, access: 'admin' | 'staff') => defineRoute<unknown, FlagPageQuery>({
    method: 'get', path, access, query: flagPageQuery, response: flagPageSchema,
    handler: async ({ query, req }) => {
      const found = await reports.page(db(), {
        status: query.status ?? 'pending', objectType: query.object_type, userId: query.user_id, reportedUserId: query.reported_user_id,
        page: query.page ?? 1, pageSize: Math.min(query.page_size ?? FLAG_PAGE_SIZE, FLAG_PAGE_SIZE_MAX),
      });
      return presenter.page(found, req.quorum.language);
    },
  });
  const act = (path: string, access: 'admin' | 'staff') => defineRoute<FlagActionBody>({
    method: 'put', path, access, body: flagActionBody, response: nullSchema,
    handler: async ({ body, user, req }) => {
      await service.handle(user!, req.quorum.language, body);
      return null;
    },
  });
  return {
    api: [
      defineRoute<ReportBody>({
        method: 'post', path: '/report', access: 'activated', body: reportBody, response: nullSchema, guards: limits,
        handler: async ({ body, user }) => {
          await service.flag(user!, body);
          return null;
        },
      }),
      page('/report/unreviewed/post', 'staff'),
      act('/report/review', 'staff'),
    ],
    admin: [page('/reports/page', 'admin'), act('/report', 'admin')],
  };
}
