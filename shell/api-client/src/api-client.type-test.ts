/*
 * Compile-time checks of the client's types (run by `tsc -p shell/api-client`): each @ts-expect-error line must
 * fail to compile, or the check itself fails.
 */
import { api } from './index';

export async function typeChecks(): Promise<void> {
  const lead = await api('POST /api/leads', { body: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'm' } });
  const id: string = lead.id;
  const user = await api('GET /api/auth/user');
  const role: 'client' | 'admin' = user.role;
  await api('DELETE /api/leads/:id', { params: { id } });
  void role;

  // @ts-expect-error an endpoint the catalog does not have
  await api('GET /api/nope');
  // @ts-expect-error a body missing required fields
  await api('POST /api/leads', { body: { firstName: 'A' } });
  // @ts-expect-error a path parameter left out
  await api('DELETE /api/leads/:id', {});
  // @ts-expect-error the input is required when the endpoint has a body
  await api('POST /api/leads');
  // @ts-expect-error the answer has no such field
  lead.nope;
}
