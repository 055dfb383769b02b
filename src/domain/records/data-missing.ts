// Spec calls-and-errors.md §8 "404 with detail 数据不存在 on application paths: on form info page: modal 'no permission
// to view this data or it was deleted'; on to-do list: resolves; otherwise in app mode modal 'data has been deleted'
// and return to native app, else toast". The texts are in messages.ts (DATA_MISSING_TEXT). Which answers are this
// row (404, detail 数据不存在, application path) is api/errors.ts's classification.
import { DATA_MISSING_TEXT } from './messages';

/** The page that made the call (api/errors.ts CallContext): the search form info page, the to-do list, any other. */
type DataMissingPage = 'formInfo' | 'todo' | 'default';

export interface DataMissingContext {
  page: DataMissingPage;
  /** Embedded in the native host app (it supplied the token). */
  appMode: boolean;
  /** The server's message, if any: the toast shows it, else 数据不存在. */
  serverMessage?: string;
}

export type DataMissingBehaviour =
  | { kind: 'modal'; text: string; backToNativeApp: boolean }
  /** The call resolves (with its empty value); nothing is shown. */
  | { kind: 'resolve' }
  | { kind: 'toast'; text: string };

/** What the app does when a record is missing; the page decides first, app mode only for the other pages. */
export function dataMissingBehaviour(context: DataMissingContext): DataMissingBehaviour {
  if (context.page === 'formInfo') {
    return { kind: 'modal', text: DATA_MISSING_TEXT.noPermissionOrDeleted, backToNativeApp: false };
  }
  if (context.page === 'todo') return { kind: 'resolve' };
  if (context.appMode) return { kind: 'modal', text: DATA_MISSING_TEXT.deleted, backToNativeApp: true };
  const message = context.serverMessage?.trim();
  return { kind: 'toast', text: message ? message : DATA_MISSING_TEXT.detail };
}
