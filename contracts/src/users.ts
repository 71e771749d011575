import { z } from 'zod';
import { ZSessionUser } from './auth';
import type { EndpointGroup } from './endpoint';

/** GET /api/users query: 1-based page, up to 100 rows a page. */
export const ZUserListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** A user as the CRM's user table shows it. */
export const ZUserListItem = ZSessionUser.extend({
  createdAt: z.string(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const ZUserList = z.object({
  items: z.array(ZUserListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TUserList = z.infer<typeof ZUserList>;

export const USER_ENDPOINTS = {
  'GET /api/users': { summary: 'Accounts, newest first (admin only)', tag: 'users', access: 'admin', query: ZUserListQuery, response: ZUserList },
} satisfies EndpointGroup;
