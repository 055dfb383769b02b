/**
 * Filling a loaded form: the renderer, the local save as the user types (debounced 500 ms, spec §9 default
 * debounce), the server draft (debounced 3 s, signed in only), and a submit that keeps everything on failure and
 * retries with the same idempotency key.
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useMemo, useRef, useState } from 'react';

import { FORM_PAGE_TEXT, type LoadedForm } from './form-loader';
import { envelopeOf, isApiError } from '../../api/errors';
import { saveServerDraft, submitForm, updateRecord } from '../../api/forms';
import { FormRenderer, useFormFilling } from '../../components/form-renderer';
import { recordOwner } from '../../domain/form-engine/pickers';
import { PATHS } from '../../routes';
import { clearFormFill, writeFormFill } from '../../stores/form-fill';
import { Button } from '../../ui/Button';
import { backToDetail } from '../records';

const LOCAL_DEBOUNCE_MS = 500;
const SERVER_DEBOUNCE_MS = 3000;

export const SUB_SUCCESS_PATH = '/pagesB/view/subSuccess/subSuccess';

export function FormFilling({ form }: { form: LoadedForm }) {
  const context = useMemo(() => ({ appId: form.appId, formId: form.formId, appType: form.appType, dataId: form.dataId }), [form]);
  const { values, states, validation, edit, blur, validate, checkDuplicates, refusedAsDuplicate, visibleValues, linkStatus } = useFormFilling(form.model, form.initialValues, context);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'failed'>('idle');
  /** The server's reason when it refused the input (400, 403, a non-zero code); null for a network or server failure. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const touched = useRef(false);
  const serverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const localTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Local save as the user types; server draft less often.
  useEffect(() => {
    if (!touched.current) return;
    const local = setTimeout(() => writeFormFill(form.fillKey, { values, requestId: form.requestId, savedAt: Date.now() }), LOCAL_DEBOUNCE_MS);
    localTimer.current = local;
    serverTimer.current =
      form.anonymous || form.dataId
        ? null
        : setTimeout(() => void saveServerDraft(form.appId, form.formId, form.appType, values).catch(() => undefined), SERVER_DEBOUNCE_MS);
    return () => {
      clearTimeout(local);
      if (serverTimer.current) clearTimeout(serverTimer.current);
    };
  }, [values, form]);

  const onEdit = (key: string, value: unknown) => {
    touched.current = true;
    edit(key, value);
  };

  const submit = async () => {
    if (phase === 'submitting') return;
    // Fields marked no-duplicates ask the server again; the server refuses a duplicate at submit too.
    await checkDuplicates();
    const result = validate();
    if (!result.ok) {
      void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);
      return;
    }
    // A pending server draft would re-create the draft the submit deletes, and a pending local save the copy a
    // successful submit clears; the submit writes the local copy itself just below.
    if (serverTimer.current) clearTimeout(serverTimer.current);
    if (localTimer.current) clearTimeout(localTimer.current);
    // Saved before the call: a reload during the submit still has the data and the same key.
    writeFormFill(form.fillKey, { values, requestId: form.requestId, savedAt: Date.now() });
    setPhase('submitting');
    setRefusal(null);
    try {
      // The person picked in the owner control becomes the record's owner.
      const ownerId = form.anonymous ? undefined : recordOwner(form.model.fields, visibleValues);
      const record = form.dataId
        ? await updateRecord(form.appId, form.formId, form.appType, form.dataId, visibleValues, ownerId)
        : await submitForm({ appId: form.appId, formId: form.formId, appType: form.appType, content: visibleValues, requestId: form.requestId, anonymous: form.anonymous, ownerId });
      clearFormFill(form.fillKey);
      // Editing a record lands back on its detail; a new submission shows the success page.
      if (form.dataId) return void (await backToDetail({ appId: form.appId, formId: form.formId, dataId: record.id }));
      const query = `appId=${encodeURIComponent(form.appId)}&formId=${encodeURIComponent(form.formId)}&dataId=${encodeURIComponent(record.id)}&code=${encodeURIComponent(String(record.code ?? ''))}`;
      await Taro.redirectTo({ url: `${SUB_SUCCESS_PATH}?${query}` });
    } catch (error) {
      console.warn('[form] submit failed; input kept for a retry', error);
      const refused = refusalOf(error);
      // A duplicate only the server caught shows on its field, like the blur check's finding.
      if (refused && refusedAsDuplicate(refused)) void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);
      setRefusal(refused);
      setPhase('failed');
    }
  };

  return (
    <View className="form-page">
      <View className="form-page__head">
        <Text className="form-page__title" {...{ role: 'heading', 'aria-level': 1 }}>
          {form.formName || form.appName}
        </Text>
        {form.restored ? <Text className="form-page__note">{form.restored === 'local' ? FORM_PAGE_TEXT.restoredLocal : FORM_PAGE_TEXT.restoredServer}</Text> : null}
        {form.submittedBefore > 0 ? (
          <Text className="form-page__note" data-testid="fill-status">
            {FORM_PAGE_TEXT.submittedBefore.replace('{x}', String(form.submittedBefore))}
          </Text>
        ) : null}
      </View>
      <FormRenderer model={form.model} values={values} states={states} validation={validation} onEdit={onEdit} onBlur={blur} context={context} linkStatus={linkStatus} variables={form.variables} />
      {phase === 'failed' ? (
        <View className="form-page__failed" {...{ role: 'alert' }}>
          <Text>{refusal ?? FORM_PAGE_TEXT.submitFailed}</Text>
        </View>
      ) : null}
      <View className="form-page__actions">
        {form.canSubmit ? (
          <Button type="primary" block loading={phase === 'submitting'} onClick={() => void submit()}>
            {phase === 'submitting' ? FORM_PAGE_TEXT.submitting : phase === 'failed' ? FORM_PAGE_TEXT.retry : form.dataId ? FORM_PAGE_TEXT.save : FORM_PAGE_TEXT.submit}
          </Button>
        ) : (
          <Text className="form-page__note">{FORM_PAGE_TEXT.noCreate}</Text>
        )}
      </View>
    </View>
  );
}

/** The server's own message when it refused what was sent; retrying the same input would not help. */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || !['badRequest', 'forbidden', 'nonZeroCode'].includes(error.row)) return null;
  return envelopeOf(error.body).message.trim() || null;
}

export { PATHS };
