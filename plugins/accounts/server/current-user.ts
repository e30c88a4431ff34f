import { MailStatus, parseAvatar, statusName, type RoleId, type StatusName, type UserRow } from '../../../kernel/api.ts';
import type { CurrentUser } from '../../../schemas/api/user.ts';

const roleId = (id: number): RoleId => (id === 2 || id === 3 ? id : 1);

/** Answer tells members they are `forbidden` where its admin screens say `suspended`. */
const currentStatus = (name: StatusName): CurrentUser['status'] => (name === 'suspended' ? 'forbidden' : name);

/** The signed-in member's own view (Answer's UserLoginResp / GetCurrentLoginUserInfoResp). */
export function presentCurrentUser(row: UserRow, accessToken: string, now: number): CurrentUser {
  return {
    id: String(row.id),
    access_token: accessToken,
    username: row.username,
    display_name: row.display_name,
    e_mail: row.e_mail,
    mail_status: row.mail_status === MailStatus.activated ? MailStatus.activated : MailStatus.pending,
    status: currentStatus(statusName(row, now)),
    role_id: roleId(row.role_id),
    rank: row.rank,
    avatar: parseAvatar(row.avatar),
    bio: row.bio,
    bio_html: row.bio_html,
    website: row.website,
    location: row.location,
    language: row.language || 'Default',
    created_at: row.created_at,
    last_login_date: row.last_login_date,
    have_password: row.pass !== '',
    suspended_until: row.suspended_until,
  };
}
