/**
 * Spec calls-and-errors.md §8, the 数据不存在 row on the form page: editing a record that no longer exists (deleted,
 * or never the user's) shows the catalogue's modal, then the user is taken back. The load's call carries the
 * form-page context, so the catalogue shows that modal itself; the save is a silent call (the form shows its own
 * refusals), so the form shows the same row's modal.
 */
import { alertModal } from '../../api/error-effects';
import { errorRow, isApiError } from '../../api/errors';
import { leavePage } from '../../platform/leave';
import { PATHS } from '../../routes';

/** The failure is the catalogue's 数据不存在 row (404 with that detail on an application path). */
export const isRecordGone = (error: unknown): boolean => isApiError(error) && error.row === 'dataNotFound';

/** The form page's modal text, read from the catalogue row so the two can never say different things. */
function formPageText(): string {
  const behaviour = errorRow('dataNotFound').behaviour;
  if (behaviour.kind !== 'by-context') throw new Error('the 数据不存在 row depends on the page');
  return behaviour.formInfo.modal;
}

/** Back to where the user came from; a form opened by a link has nowhere to go back to, so the entry page. */
export function leaveGoneRecord(): void {
  leavePage(PATHS.entry);
}

/** For a silent call (the save): the modal, then back. */
export async function sayRecordGoneAndLeave(): Promise<void> {
  await alertModal(formPageText());
  leaveGoneRecord();
}
