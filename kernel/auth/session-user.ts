import { MAIL_STATUS, ROLE_IDS } from '../../schemas/api/user.ts';

/** Account status as stored (Answer's user.status): 1 normal, 9 suspended, 10 deleted, 11 inactive. */
export const UserStatus = { normal: 1, suspended: 9, deleted: 10, inactive: 11 } as const;

/** mail_status: 1 activated (e-mail verified), 2 not activated. */
export const MailStatus = MAIL_STATUS;

export const Role = ROLE_IDS;
export type RoleId = (typeof Role)[keyof typeof Role];

/** The member behind a request, as the guards and handlers see them. */
export interface SessionUser {
  id: string;
  username: string;
  display_name: string;
  e_mail: string;
  role_id: RoleId;
  status: number;
  mail_status: number;
  language: string;
  rank: number;
  suspended_until: number;
}

export function isStaff(user: SessionUser | undefined): boolean {
  return !!user && (user.role_id === Role.admin || user.role_id === Role.moderator);
}
