import { z } from './zod';
import { USER_ROLES, ZSessionUser } from './auth';
import type { EndpointGroup } from './endpoint';
import { pageOf, pageQuery, sortQuery, ZSearchText } from './paging';

/** Columns the CRM's user table sorts by on the server; 'name' is last name, then first name. */
export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'role'] as const;

/** Query of GET /api/crm/users: newest first unless sorted; search matches name or e-mail. */
export const ZUserListQuery = z.object({
  ...pageQuery(20, 100),
  search: ZSearchText,
  role: z.enum(USER_ROLES, { error: `Role must be one of: ${USER_ROLES.join(', ')}` }).optional(),
  ...sortQuery(USER_SORT_FIELDS, 'createdAt', 'desc'),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** A user as the CRM's user table shows it (part 2 §3). */
export const ZUserListItem = ZSessionUser.extend({
  createdAt: z.iso.datetime({ offset: true }),
  /** The last time any of the account's sessions was used; null when it never signed in. */
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;

/** One page, plus the tiles (Total Users, Administrators, Clients) over every account whatever the page or search. */
export const ZUserList = pageOf(ZUserListItem).extend({
  counts: z.object({
    total: z.number().int().nonnegative(),
    admins: z.number().int().nonnegative(),
    clients: z.number().int().nonnegative(),
  }),
});
export type TUserList = z.infer<typeof ZUserList>;

/** Body of PATCH /api/crm/users/:id: Make Admin / Remove Admin. */
export const ZUpdateUserRoleRequest = z.object({
  role: z.enum(USER_ROLES, { error: `Role must be one of: ${USER_ROLES.join(', ')}` }),
});
export type TUpdateUserRoleRequest = z.input<typeof ZUpdateUserRoleRequest>;

/** The team rules, answered with 409 and these texts. */
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be removed';
export const SELF_DEMOTION_MESSAGE = 'You cannot remove your own admin role';
export const SELF_DELETION_MESSAGE = 'You cannot delete your own account';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

export const USER_ENDPOINTS = {
  'GET /api/crm/users': {
    summary: 'Accounts, one page, newest first unless sorted, with counts of admins and clients',
    tag: 'users',
    access: 'admin',
    query: ZUserListQuery,
    response: ZUserList,
  },
  'PATCH /api/crm/users/:id': {
    summary: 'Make Admin / Remove Admin; 409 for your own role or the last admin. Takes effect on the next request',
    tag: 'users',
    access: 'admin',
    body: ZUpdateUserRoleRequest,
    response: ZUserListItem,
  },
  'DELETE /api/crm/users/:id': {
    summary: "Delete an account: its sessions end at once, its projects and companies go with it; 409 for yourself or the last admin",
    tag: 'users',
    access: 'admin',
    status: 204,
  },
} satisfies EndpointGroup;
