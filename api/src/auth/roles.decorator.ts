import { SetMetadata } from '@nestjs/common';
import type { TUserRole } from '@agency/contracts';

export const ROLES_KEY = 'auth:roles';

/** Only signed-in users with one of these roles: anonymous callers get 401, other roles 403. */
export const Roles = (...roles: [TUserRole, ...TUserRole[]]) => SetMetadata(ROLES_KEY, roles);

/** Any signed-in user, whatever the role. */
export const SignedIn = () => SetMetadata(ROLES_KEY, []);
