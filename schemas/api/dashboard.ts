import type { FromSchema } from 'json-schema-to-ts';

/**
 * `GET /answer/admin/api/dashboard` in Answer's shape (DashboardInfo), for the kernel's route and
 * the admin dashboard alike. Pure data and types.
 */

const int = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string' } as const;

/** The counts content plugins contribute (DashboardFiguresPoint); a figure no plugin gives is 0. */
export const DASHBOARD_FIGURES = [
  'question_count', 'resolved_count', 'unanswered_count', 'answer_count', 'comment_count', 'vote_count', 'report_count', 'tag_count',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

export const dashboardInfoSchema = {
  type: 'object',
  required: [
    ...DASHBOARD_FIGURES, 'resolved_rate', 'unanswered_rate', 'user_count', 'uploading_files', 'smtp', 'time_zone', 'occupying_storage_space',
    'app_start_time', 'https', 'login_required', 'version_info', 'database_version', 'database_size',
  ],
  properties: {
    question_count: int,
    resolved_count: int,
    unanswered_count: int,
    answer_count: int,
    comment_count: int,
    vote_count: int,
    report_count: int,
    tag_count: int,
    /** Percent of questions with an accepted answer, as Answer's dashboard shows it. */
    resolved_rate: text,
    /** Percent of questions without an answer, the same way. */
    unanswered_rate: text,
    user_count: int,
    /** Whether uploads are taken (an enabled file store). */
    uploading_files: { type: 'boolean' },
    /** 'enabled' once an SMTP transport is configured and enabled, else 'not_configured'. */
    smtp: { enum: ['enabled', 'not_configured'] },
    time_zone: text,
    /** Bytes the stored uploads take, '0 B' style text as Answer sends it. */
    occupying_storage_space: text,
    /** Seconds the site has been up (Answer names it a start time). */
    app_start_time: int,
    https: { type: 'boolean' },
    login_required: { type: 'boolean' },
    /** Quorum's release (package.json), not the plugin API's version. */
    version_info: {
      type: 'object',
      required: ['version', 'revision', 'remote_version'],
      properties: { version: text, revision: text, remote_version: text },
      additionalProperties: false,
    },
    database_version: text,
    database_size: text,
  },
  additionalProperties: false,
} as const;
export type DashboardInfo = FromSchema<typeof dashboardInfoSchema>;

export const dashboardSchema = {
  type: 'object',
  required: ['info'],
  properties: { info: dashboardInfoSchema },
  additionalProperties: false,
} as const;
export type Dashboard = FromSchema<typeof dashboardSchema>;

/**
 * What a new site's admin sets up first, in the order the dashboard lists them: tags (members
 * cannot ask without one, and at the default privilege level cannot create one), mail, the
 * site's look and the privilege level.
 */
export const NEXT_STEPS = ['tags', 'smtp', 'branding', 'privileges'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** `GET /answer/admin/api/dashboard/next-steps`: each step the site offers, done or not (from the site's real state). */
export const nextStepsSchema = {
  type: 'object',
  required: ['steps'],
  additionalProperties: false,
  properties: {
    steps: {
      type: 'array',
      items: {
        type: 'object',
        required: ['step', 'done'],
        additionalProperties: false,
        properties: { step: { enum: NEXT_STEPS }, done: { type: 'boolean' } },
      },
    },
  },
} as const;
export type NextSteps = FromSchema<typeof nextStepsSchema>;
