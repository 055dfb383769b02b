/** The current user (spec calls-and-errors.md §7: POST /base/current/user/my; it answers code "0"). */
import { userInfoSchema } from './schemas/session';
import { request } from './transport';

export function currentUser() {
  return request({ method: 'POST', path: '/base/current/user/my', data: {}, schema: userInfoSchema });
}
