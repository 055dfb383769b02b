import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useDeferredValue, useEffect, useState } from 'react';

import { FORM_PAGE_TEXT, loadForm, type LoadedForm } from './form-loader';
import { FormFilling } from './FormFilling';
import { isRecordGone, leaveGoneRecord } from './record-gone';
import { hostSessionReady } from '../../api/host-session';
import { useLoad, type Load } from '../../data';
import { withoutRouterParams } from '../../domain/query';
import { loginUrl } from '../../domain/routing/login-url';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import { useShareCard } from '../share';
import './formInfo.css';

const param = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' && v !== 'undefined' ? decodeURIComponent(v) : undefined);

let visits = 0;

/**
 * Filling a form, new (appId, formId?) or edit (dataId) — README "Decisions": the spec's table has no form-filling
 * row, so the form screen is "Search form info" (/app/formInfo), the address the platform's form links use.
 *
 * Each opening of the screen loads the form afresh (the visit is part of the key): the load restores the local copy
 * saved as the user typed and takes its submit key, so an answer cached from an earlier visit would restore older
 * input and, after a successful submit, reuse a key the server already answered. Within a visit the form is never
 * loaded again behind the user's back (fresh for ever): a reload would replace the session being typed into.
 */
export default function FormInfo() {
  const { params } = useRouter();
  const [visit] = useState(() => ++visits);
  const query = { appId: param(params.appId ?? params.Appid), formId: param(params.formId), dataId: param(params.dataId) };
  const load = useLoad(
    ['form', query.appId, query.formId, query.dataId, visit],
    async () => {
      await hostSessionReady();
      return loadForm(query);
    },
    { freshFor: Infinity },
  );
  useShareCard({ title: load.data?.formName, desc: load.data?.appName });
  // The form's first render is the page's longest piece of work. A query's answer renders in one blocking pass
  // (useSyncExternalStore); as a deferred value React renders the form concurrently instead, in slices between which
  // the browser paints and answers input.
  const shown = useDeferredValue(load.data);
  // The record to edit no longer exists: the catalogue has shown its modal (the call's form-page context) and the
  // load failed after it was closed; the user goes back rather than to a retry that cannot succeed.
  const gone = load.isError && isRecordGone(load.error);
  useEffect(() => {
    if (gone) leaveGoneRecord();
  }, [gone]);

  if (needsSignIn(load)) {
    return (
      <Screen>
        <ErrorView
          title={FORM_PAGE_TEXT.needSignIn}
          actions={
            <Button type="primary" onClick={() => void Taro.redirectTo({ url: loginUrl(PATHS.formInfo, withoutRouterParams(params)) })}>
              <Text>登录</Text>
            </Button>
          }
        />
      </Screen>
    );
  }
  if (gone) return <Screen />;
  return (
    <Screen className={load.isSuccess ? 'form-screen' : undefined}>
      <Loaded load={load} failed={failureText}>
        {() =>
          shown ? (
            <View>
              <FormFilling form={shown} />
            </View>
          ) : null
        }
      </Loaded>
    </Screen>
  );
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/** A form that needs a signed-in user, opened without one, or a load the server refused as unauthenticated. */
function needsSignIn(load: Load<LoadedForm>): boolean {
  if (load.isError) return statusOf(load.error) === 401;
  return load.isSuccess && !load.data.anonymous && !useSession.getState().token;
}

/** The loader's own reasons (no appId, no form) are said as they are; a failed call is the generic failure. */
function failureText(error: Error): string {
  console.warn('[form] loading failed', error);
  return error.message && !statusOf(error) ? error.message : FORM_PAGE_TEXT.loadFailed;
}
