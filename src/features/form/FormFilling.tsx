/**
 * Filling a loaded form: the renderer, the local save as the user types (debounced 500 ms, spec §9 default
 * debounce) and the server draft (debounced 3 s, signed in only), both run by the form session, and a submit that
 * keeps everything on failure and retries with the same idempotency key.
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useMemo, useRef, useState } from 'react';

import { FORM_PAGE_TEXT, type LoadedForm } from './form-loader';
import { FormAssociations } from './FormAssociations';
import { isRecordGone, sayRecordGoneAndLeave } from './record-gone';
import { toast } from '../../api/error-effects';
import { envelopeOf, isApiError } from '../../api/errors';
import { saveLinkChanges } from '../../api/form-association';
import { draftSaveCall, submitCall, updateRecord, type FormRecordResult } from '../../api/forms';
import { generateSerialNumber } from '../../api/serial-numbers';
import { request } from '../../api/transport';
import { useChange } from '../../data';
import { engineOf } from '../../domain/engine';
import { displayText, isEmptyValue, serialNumbersToFill, type FlatField } from '../../domain/form-engine';
import { recordOwner } from '../../domain/form-engine/pickers';
import { fillText } from '../../domain/messages';
import { keptFilesIn } from '../../domain/outbox/stand-ins';
import { withoutSubmittedDrafts } from '../../domain/outbox/submitted';
import { ASSOCIATION_TEXT, hasLinkChanges, linkLabels, type LinkChanges } from '../../domain/records/link-changes';
import { backToDetail } from '../../platform/back-to-detail';
import { PATHS } from '../../routes';
import { clearFormFill, newRequestId, writeFormFill } from '../../stores/form-fill';
import { signedInOwner } from '../../stores/session';
import { writeUnsavedLinks } from '../../stores/unsaved-links';
import { Button } from '../../ui/Button';
import { FormRenderer, useFormFilling } from '../form-renderer';
import { offerSubscription } from '../notify';
import { dropFromOutbox, OUTBOX_TEXT, QUEUED, queueAction, replayOutbox, sendOrQueue, startOutbox } from '../outbox';

const SUB_SUCCESS_PATH = '/pagesB/view/subSuccess/subSuccess';

export function FormFilling({ form }: { form: LoadedForm }) {
  // What waits in the outbox goes as soon as the network returns, on this screen too.
  useEffect(startOutbox, []);
  const context = useMemo(
    () => ({ appId: form.appId, formId: form.formId, appType: form.appType, dataId: form.dataId }),
    [form],
  );
  // 关联数据 chosen on the form: kept in the local copy with the values, saved once the record has its id.
  const [links, setLinks] = useState(form.links);
  const linksRef = useRef(links);
  // The local copy as the user types; the server draft less often, signed in and for a new record only.
  const saving = useMemo(
    () => ({
      local: (values: Record<string, unknown>) =>
        writeFormFill(form.fillKey, { values, requestId: form.requestId, savedAt: Date.now(), links: linksRef.current }),
      // Each save with its own key; offline it waits in the outbox (the latest one of this form only).
      draft:
        form.anonymous || form.dataId
          ? undefined
          : async (values: Record<string, unknown>) => {
              const key = await newRequestId();
              const call = draftSaveCall(form.appId, form.formId, form.appType, values, key);
              const label = fillText(OUTBOX_TEXT.draftLabel, form.formName || form.appName);
              await sendOrQueue({ call, key, kind: 'draft', subject: `form:${form.formId}`, label, words: inputText(form.model.fields, values) });
            },
    }),
    [form],
  );
  const {
    values,
    states,
    validation,
    edit,
    blur,
    validate,
    checkDuplicates,
    refusedAsDuplicate,
    refusedFields,
    saveNow,
    linkStatus,
    getSnapshot,
  } = useFormFilling(form.model, form.initialValues, context, saving);
  // Associations are the newer engine's, and linking needs a signed-in user who may save this form.
  const offersLinks = !form.anonymous && form.canSubmit && engineOf(form.appType) === 'current';
  const changeLinks = (next: LinkChanges) => {
    linksRef.current = next;
    setLinks(next);
    // A pick is input like a typed value: kept at once (the local copy takes linksRef), so a reload brings it back.
    saving.local(getSnapshot().values);
  };
  /**
   * Saves the form's 关联数据 for the record just stored. What fails is kept for that record (its detail offers 重新保存)
   * and said here, once: the record itself is saved, so the user is not sent back to the form.
   */
  const saveLinks = async (dataId: string) => {
    const changes = linksRef.current;
    if (!offersLinks || !hasLinkChanges(changes)) return;
    const { left, error } = await saveLinkChanges(dataId, changes);
    if (!hasLinkChanges(left)) return;
    console.warn('[form] association rows not saved; kept for the record', error);
    writeUnsavedLinks({ userId: form.fillKey.userId, appId: form.appId, formId: form.formId, dataId }, left);
    await Taro.showModal({
      title: ASSOCIATION_TEXT.saveFailedTitle,
      content: fillText(ASSOCIATION_TEXT.saveFailed, linkLabels(left).join('、')),
      showCancel: false,
    });
  };
  // The record the submit stores or updates: sent with the submit key the screen's load took, so a retry after a
  // failure, even after a reload, never stores a second record.
  const submission = useChange<FormRecordResult | typeof QUEUED>({
    mutationFn: async () => {
      // Code controls numbered by the server get their number now, once: kept in the form (and its local copy),
      // a retry after a failure sends the same number. The organisation's counters need a signed-in caller.
      const numbered = form.anonymous ? [] : serialNumbersToFill(form.model.fields, getSnapshot().values, form.formId);
      for (const { key, rule } of numbered) {
        edit(key, (await generateSerialNumber(rule)).sno);
      }
      saveNow();
      const { visibleValues } = getSnapshot();
      // The person picked in the owner control becomes the record's owner.
      const ownerId = form.anonymous ? undefined : recordOwner(form.model.fields, visibleValues);
      if (form.dataId) return updateRecord(form.appId, form.formId, form.appType, form.dataId, visibleValues, ownerId);
      const call = submitCall({
        appId: form.appId,
        formId: form.formId,
        appType: form.appType,
        content: visibleValues,
        requestId: form.requestId,
        anonymous: form.anonymous,
        ownerId,
      });
      if (form.anonymous) return request(call);
      const { appId, formId } = form;
      const files = keptFilesIn(visibleValues);
      const action = {
        call,
        key: form.requestId,
        kind: 'submit' as const,
        subject: `form:${formId}`,
        label: fillText(OUTBOX_TEXT.submitLabel, form.formName || form.appName),
        words: inputText(form.model.fields, visibleValues),
        form: { appId, formId },
        files,
      };
      // Files chosen without a network are uploaded by the outbox before the submit, once: such a submit goes there,
      // and goes at once when the network is back.
      if (files.length) {
        await queueAction(action);
        void replayOutbox();
        return QUEUED;
      }
      // Offline or the connection dropped: the submit waits in the outbox with its key, for a signed-in user.
      const at = Date.now();
      const record = await sendOrQueue(action);
      const owner = signedInOwner();
      // Stored: this form's drafts still waiting would bring back the draft the submit deleted (domain/outbox/submitted).
      // Not awaited: the outbox takes changes in turn, and a replay under way must not hold the success page back.
      // Should it fail, the submit still stands; a draft replayed later is the lesser harm.
      if (record !== QUEUED && owner) void dropFromOutbox((entries) => withoutSubmittedDrafts(entries, { owner, subject: action.subject, at })).catch((e: unknown) => console.warn('[form] waiting drafts not dropped', e));
      return record;
    },
    onSuccess: async (record) => {
      clearFormFill(form.fillKey);
      if (record === QUEUED) {
        // To the home, where the outbox lists it; in the app, since a page load would need the network.
        toast(OUTBOX_TEXT.queued);
        return void Taro.reLaunch({ url: PATHS.home });
      }
      await saveLinks(record.id);
      // Editing a record lands back on its detail; a new submission shows the success page.
      if (form.dataId) return backToDetail({ appId: form.appId, formId: form.formId, dataId: record.id });
      const query = `appId=${encodeURIComponent(form.appId)}&formId=${encodeURIComponent(form.formId)}&dataId=${encodeURIComponent(record.id)}&code=${encodeURIComponent(String(record.code ?? ''))}`;
      await Taro.redirectTo({ url: `${SUB_SUCCESS_PATH}?${query}` });
    },
    onError: (error) => {
      if (isRecordGone(error)) {
        // The record being edited no longer exists: nothing to keep for a retry.
        clearFormFill(form.fillKey);
        return void sayRecordGoneAndLeave();
      }
      console.warn('[form] submit failed; input kept for a retry', error);
      // What only the server caught shows on its fields: every field error it sent, or a duplicate named by the
      // message (like the blur check's finding). The typed values stay.
      const refused = refusalOf(error);
      if (!refused) return;
      const onFields = refusedFields(fieldErrorsOf(error));
      if (refusedAsDuplicate(refused) || onFields) scrollToTop();
    },
  });
  /** The server's reason when it refused the input (400, 403, a non-zero code); null for a network or server failure. */
  const refusal = submission.isError ? refusalOf(submission.error) : null;
  const gone = submission.isError && isRecordGone(submission.error);

  const submit = async () => {
    if (submission.isPending) return;
    // First in the tap: WeChat shows the subscription prompt only from one.
    void offerSubscription('PROCESS_STARTED');
    // Fields marked no-duplicates ask the server again; the server refuses a duplicate at submit too.
    await checkDuplicates();
    if (!validate().ok) return scrollToTop();
    // Saved before the call, pending saves dropped: a reload during the submit still has the data and the same key,
    // and a pending draft or copy cannot re-create what a successful submit deletes.
    saveNow();
    submission.mutate();
  };

  return (
    <View className="form-page">
      <View className="form-page__head">
        <Text className="form-page__title" {...{ role: 'heading', 'aria-level': 1 }}>
          {form.formName || form.appName}
        </Text>
        {form.restored ? (
          <Text className="form-page__note">
            {form.restored === 'local' ? FORM_PAGE_TEXT.restoredLocal : FORM_PAGE_TEXT.restoredServer}
          </Text>
        ) : null}
        {form.submittedBefore > 0 ? (
          <Text className="form-page__note" data-testid="fill-status">
            {FORM_PAGE_TEXT.submittedBefore.replace('{x}', String(form.submittedBefore))}
          </Text>
        ) : null}
      </View>
      <FormRenderer
        model={form.model}
        values={values}
        states={states}
        validation={validation}
        onEdit={edit}
        onBlur={blur}
        context={context}
        linkStatus={linkStatus}
        variables={form.variables}
      />
      {offersLinks ? <FormAssociations appId={form.appId} formId={form.formId} dataId={form.dataId} changes={links} onChange={changeLinks} /> : null}
      {submission.isError && !gone ? (
        <View className="form-page__failed" {...{ role: 'alert' }}>
          <Text>{refusal ?? FORM_PAGE_TEXT.submitFailed}</Text>
        </View>
      ) : null}
      <View className="form-page__actions">
        {form.canSubmit ? (
          <Button type="primary" block loading={submission.isPending} onClick={() => void submit()}>
            {submission.isPending
              ? FORM_PAGE_TEXT.submitting
              : submission.isError
                ? FORM_PAGE_TEXT.retry
                : form.dataId
                  ? FORM_PAGE_TEXT.save
                  : FORM_PAGE_TEXT.submit}
          </Button>
        ) : (
          // Refused before any typing: the button is there, inactive, and says why (create for new, edit to save).
          <Button type="primary" block disabled>
            {form.dataId ? FORM_PAGE_TEXT.noEdit : FORM_PAGE_TEXT.noCreate}
          </Button>
        )}
      </View>
    </View>
  );
}

/** The input in words, one field a line (标题：…), for 复制内容 in the outbox. */
function inputText(fields: readonly FlatField[], values: Record<string, unknown>): string {
  return fields
    .filter((f) => f.key in values && !isEmptyValue(values[f.key]))
    .map((f) => `${f.name || f.key}：${displayText(f, values[f.key])}`)
    .join('\n');
}

const scrollToTop = () => void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);

/** The server's own message when it refused what was sent; retrying the same input would not help. */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || !['badRequest', 'forbidden', 'nonZeroCode'].includes(error.row)) return null;
  return envelopeOf(error.body).message.trim() || null;
}

/** A refusal's field errors (`data.errors`: field key → message, as the platform server sends them), or none. */
function fieldErrorsOf(error: unknown): Record<string, unknown> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return {};
  const data = (error.body as { data?: unknown }).data;
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  return typeof errors === 'object' && errors !== null && !Array.isArray(errors)
    ? (errors as Record<string, unknown>)
    : {};
}
