import { Text, View } from '@tarojs/components';
import Taro, { useLoad } from '@tarojs/taro';
import { useState } from 'react';

import { AccountLogin } from './AccountLogin';
import { goNext } from './next';
import { PhoneLogin } from './PhoneLogin';
import { completeProviderSignIn, startProviderSignIn } from './provider-sign-in';
import { credentialsSignIn, rememberRedirect } from './sign-in';
import { useChange } from '../../data';
import { decodeParam } from '../../domain/auth/callback';
import { SIGN_IN_TEXT } from '../../domain/messages';
import { REDIRECT_URL_PARAM } from '../../domain/routing/login-url';
import { canRedirectToProvider } from '../../platform/browser';
import { wechatLoginKind } from '../../platform/wechat';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './sign-in.css';

/**
 * Login (spec screens-data-rules.md §2): reached with `redirectUrl` (only internal routes are honoured), and the
 * OIDC redirect_uri, so it also completes the provider's sign-in (calls-and-errors.md §4 "Sign-in flow").
 */
export default function Login() {
  // The provider's refusal of a callback (its own words); a failed call says signInFailed instead.
  const [refusal, setRefusal] = useState<string | null>(null);
  const wechat = wechatLoginKind() !== 'unavailable';
  const signing = useChange<void, () => Promise<void>>({
    mutationFn: (task) => task(),
    onMutate: () => setRefusal(null),
    // The request layer has toasted the reason already; the page keeps a line and the retry.
    onError: (error) => console.warn('[login] sign-in failed', error),
  });
  const run = (task: () => Promise<void>) => signing.mutate(task);

  useLoad((query: Record<string, string | undefined>) => {
    const callback = query.code !== undefined || query.error !== undefined || query.state !== undefined;
    // Back from the provider the redirectUrl is the one stored before leaving; any other visit sets it afresh.
    if (!callback) {
      const asked = query[REDIRECT_URL_PARAM];
      rememberRedirect(asked === undefined ? undefined : decodeParam(asked));
      return;
    }
    run(async () => {
      const outcome = await completeProviderSignIn(query);
      if (outcome.kind === 'refused') setRefusal(outcome.message);
      else if (outcome.kind === 'signed-in') await goNext(outcome.next);
    });
  });

  const signIn = () => run(startProviderSignIn);
  const openWechat = () => void Taro.navigateTo({ url: PATHS.wechatLogin });
  const working = signing.isPending;
  const refused = refusal ?? (signing.isError ? SIGN_IN_TEXT.signInFailed : null);

  return (
    <Screen className="login">
      <View className="login__head">
        <View className="login__title" role="heading" aria-level={1}>
          <Text>{SIGN_IN_TEXT.title}</Text>
        </View>
        <Text className="login__subtitle">{working ? SIGN_IN_TEXT.signingIn : SIGN_IN_TEXT.subtitle}</Text>
      </View>
      {refused ? (
        <View className="ware-alert" role="alert">
          <Text>{refused}</Text>
        </View>
      ) : null}
      <View className="login__actions">
        {canRedirectToProvider ? (
          <Button type="primary" block loading={working} onClick={signIn}>
            {refused ? SIGN_IN_TEXT.retry : SIGN_IN_TEXT.signIn}
          </Button>
        ) : null}
        {wechat ? (
          <Button block disabled={working} onClick={openWechat}>
            {SIGN_IN_TEXT.wechatSignIn}
          </Button>
        ) : null}
        <PhoneLogin busy={working} run={run} />
      </View>
      <AccountLogin
        busy={working}
        onSubmit={(username, password) => run(async () => goNext(await credentialsSignIn(username, password)))}
      />
    </Screen>
  );
}
