import { Text, View } from '@tarojs/components';
import Taro, { useLoad } from '@tarojs/taro';
import { useState } from 'react';

import { AccountLogin } from './AccountLogin';
import { goNext } from './next';
import { completeProviderSignIn, credentialsSignIn, rememberRedirect, startProviderSignIn } from './sign-in';
import { decodeParam } from '../../domain/auth/callback';
import { SIGN_IN_TEXT } from '../../domain/messages';
import { REDIRECT_URL_PARAM } from '../../domain/routing/login-url';
import { canRedirectToProvider } from '../../platform/browser';
import { wechatLoginKind } from '../../platform/wechat';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './sign-in.css';

type Phase = { kind: 'idle' } | { kind: 'working' } | { kind: 'refused'; message: string };

/**
 * Login (spec screens-data-rules.md §2): reached with `redirectUrl` (only internal routes are honoured), and the
 * OIDC redirect_uri, so it also completes the provider's sign-in (calls-and-errors.md §4 "Sign-in flow").
 */
export default function Login() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const wechat = wechatLoginKind() !== 'unavailable';

  const run = async (task: () => Promise<void>) => {
    setPhase({ kind: 'working' });
    try {
      await task();
    } catch (error) {
      console.warn('[login] sign-in failed', error);
      // The request layer has toasted the reason already; the page keeps a line and the retry.
      setPhase({ kind: 'refused', message: SIGN_IN_TEXT.signInFailed });
    }
  };

  useLoad((query: Record<string, string | undefined>) => {
    const callback = query.code !== undefined || query.error !== undefined || query.state !== undefined;
    // Back from the provider the redirectUrl is the one stored before leaving; any other visit sets it afresh.
    if (!callback) {
      const asked = query[REDIRECT_URL_PARAM];
      rememberRedirect(asked === undefined ? undefined : decodeParam(asked));
      return;
    }
    void run(async () => {
      const outcome = await completeProviderSignIn(query);
      if (outcome.kind === 'refused') setPhase({ kind: 'refused', message: outcome.message });
      else if (outcome.kind === 'signed-in') await goNext(outcome.next);
      else setPhase({ kind: 'idle' });
    });
  });

  const signIn = () => void run(startProviderSignIn);
  const openWechat = () => void Taro.navigateTo({ url: PATHS.wechatLogin });
  const working = phase.kind === 'working';

  return (
    <Screen className="login">
      <View className="login__head">
        <View className="login__title" role="heading" aria-level={1}>
          <Text>{SIGN_IN_TEXT.title}</Text>
        </View>
        <Text className="login__subtitle">{working ? SIGN_IN_TEXT.signingIn : SIGN_IN_TEXT.subtitle}</Text>
      </View>
      {phase.kind === 'refused' ? (
        <View className="login__error" role="alert">
          <Text>{phase.message}</Text>
        </View>
      ) : null}
      <View className="login__actions">
        {canRedirectToProvider ? (
          <Button type="primary" block loading={working} onClick={signIn}>
            {phase.kind === 'refused' ? SIGN_IN_TEXT.retry : SIGN_IN_TEXT.signIn}
          </Button>
        ) : null}
        {wechat ? (
          <Button block disabled={working} onClick={openWechat}>
            {SIGN_IN_TEXT.wechatSignIn}
          </Button>
        ) : null}
      </View>
      <AccountLogin
        busy={working}
        onSubmit={(username, password) => void run(async () => goNext(await credentialsSignIn(username, password)))}
      />
    </Screen>
  );
}
