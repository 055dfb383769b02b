import { Text, View } from '@tarojs/components';
import Taro, { useLoad } from '@tarojs/taro';
import { useState } from 'react';

import { goNext } from './next';
import { wechatSignIn } from './wechat';
import { SIGN_IN_TEXT } from '../../domain/messages';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './sign-in.css';

type Phase = { kind: 'working' } | { kind: 'message'; text: string; canRetry: boolean };

/**
 * Messaging-app login: the mini program's wx.login, or WeChat's OAuth in H5 inside WeChat. Anywhere
 * else it is not offered, and the page says so instead of trying.
 */
export default function WechatLogin() {
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });

  const start = (query: Record<string, string | undefined>) => {
    setPhase({ kind: 'working' });
    wechatSignIn(query).then(
      async (outcome) => {
        if (outcome.kind === 'signed-in') await goNext(outcome.next);
        else if (outcome.kind === 'unavailable') setPhase({ kind: 'message', text: outcome.message, canRetry: false });
        else if (outcome.kind === 'refused') setPhase({ kind: 'message', text: outcome.message, canRetry: true });
      },
      (error: unknown) => {
        console.warn('[wechatLogin] failed', error);
        setPhase({ kind: 'message', text: SIGN_IN_TEXT.wechatFailed, canRetry: true });
      },
    );
  };

  useLoad((query: Record<string, string | undefined>) => start(query));

  const retry = () => start({});
  const back = () => void Taro.redirectTo({ url: PATHS.login });

  return (
    <Screen className="login">
      <View className="login__head">
        <View className="login__title" role="heading" aria-level={1}>
          <Text>{SIGN_IN_TEXT.wechatSignIn}</Text>
        </View>
        {phase.kind === 'working' ? (
          <View className="login__subtitle" role="status">
            <Text>{SIGN_IN_TEXT.wechatWorking}</Text>
          </View>
        ) : null}
      </View>
      {phase.kind === 'message' ? (
        <View className="login__error" role="alert">
          <Text>{phase.text}</Text>
        </View>
      ) : null}
      <View className="login__actions">
        {phase.kind === 'message' && phase.canRetry ? (
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
