import { Text, View } from '@tarojs/components';
import Taro, { useLoad } from '@tarojs/taro';

import { goNext } from './next';
import { wechatSignIn } from './wechat';
import { useChange } from '../../data';
import { SIGN_IN_TEXT } from '../../domain/messages';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './sign-in.css';

/**
 * Messaging-app login: the mini program's wx.login, or WeChat's OAuth in H5 inside WeChat. Anywhere
 * else it is not offered, and the page says so instead of trying.
 */
export default function WechatLogin() {
  const signIn = useChange({
    mutationFn: wechatSignIn,
    onSuccess: async (outcome) => {
      if (outcome.kind === 'signed-in') await goNext(outcome.next);
    },
    onError: (error) => console.warn('[wechatLogin] failed', error),
  });
  useLoad((query: Record<string, string | undefined>) => signIn.mutate(query));

  // Working from the page's first render (the sign-in starts as it loads) until an answer says otherwise.
  const outcome = signIn.data;
  const message = signIn.isError
    ? { text: SIGN_IN_TEXT.wechatFailed, canRetry: true }
    : !signIn.isPending && (outcome?.kind === 'unavailable' || outcome?.kind === 'refused')
      ? { text: outcome.message, canRetry: outcome.kind === 'refused' }
      : null;
  const retry = () => signIn.mutate({});
  const back = () => void Taro.redirectTo({ url: PATHS.login });

  return (
    <Screen className="login">
      <View className="login__head">
        <View className="login__title" role="heading" aria-level={1}>
          <Text>{SIGN_IN_TEXT.wechatSignIn}</Text>
        </View>
        {message === null ? (
          <View className="login__subtitle" role="status">
            <Text>{SIGN_IN_TEXT.wechatWorking}</Text>
          </View>
        ) : null}
      </View>
      {message ? (
        <View className="ware-alert" role="alert">
          <Text>{message.text}</Text>
        </View>
      ) : null}
      <View className="login__actions">
        {message?.canRetry ? (
          <Button type="primary" block onClick={retry}>
            {SIGN_IN_TEXT.retry}
          </Button>
        ) : null}
        <Button block onClick={back}>
          {SIGN_IN_TEXT.backToLogin}
        </Button>
      </View>
    </Screen>
  );
}
