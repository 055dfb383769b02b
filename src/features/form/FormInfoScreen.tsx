import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, useRouter } from '@tarojs/taro';
import { useCallback, useRef, useState } from 'react';

import { FORM_PAGE_TEXT, loadForm, type LoadedForm } from './form-loader';
import { FormFilling } from './FormFilling';
import { hostSessionReady } from '../../api/host-session';
import { withoutRouterParams } from '../../domain/query';
import { loginUrl } from '../../domain/routing/login-url';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { RetryView } from '../../ui/RetryView';
import { Screen } from '../../ui/Screen';
import './formInfo.css';

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'sign-in' } | { kind: 'ready'; form: LoadedForm };

const param = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' && v !== 'undefined' ? decodeURIComponent(v) : undefined);

/**
 * Filling a form, new (appId, formId?) or edit (dataId) — README "Decisions": the spec's table has no form-filling
 * row, so the form screen is "Search form info" (/app/formInfo), the address the platform's form links use.
 */
export default function FormInfo() {
  const { params } = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const loaded = useRef(false);

  const open = useCallback(async () => {
    if (loaded.current) return;
    loaded.current = true;
    setPhase({ kind: 'loading' });
    try {
      const form = await loadForm({ appId: param(params.appId ?? params.Appid), formId: param(params.formId), dataId: param(params.dataId) });
      if (!form.anonymous && !useSession.getState().token) setPhase({ kind: 'sign-in' });
      else setPhase({ kind: 'ready', form });
    } catch (error) {
      console.warn('[form] loading failed', error);
      loaded.current = false;
      const status = (error as { status?: unknown } | null)?.status;
      setPhase({ kind: status === 401 ? 'sign-in' : 'failed', message: error instanceof Error && !status ? error.message : FORM_PAGE_TEXT.loadFailed });
    }
  }, [params]);

  useDidShow(() => void hostSessionReady().then(open));

  if (phase.kind === 'loading') return <Screen />;
  if (phase.kind === 'sign-in') {
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
  if (phase.kind === 'failed') {
    return (
      <Screen>
        <RetryView title={phase.message} onRetry={open} />
      </Screen>
    );
  }
  return (
    <Screen className="form-screen">
      <View>
        <FormFilling form={phase.form} />
      </View>
    </Screen>
  );
}
