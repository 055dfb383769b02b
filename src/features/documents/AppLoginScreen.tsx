import { Image, Text, View } from '@tarojs/components';
import Taro, { useDidShow, useRouter } from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { go } from './failure';
import { appDetail } from '../../api/apps';
import { hostSessionReady } from '../../api/host-session';
import { useLoad } from '../../data';
import { APP_LOGIN_TEXT } from '../../domain/documents';
import { appIdOfQuery, appLoginReturn } from '../../domain/routing/app-login';
import { loginUrl } from '../../domain/routing/login-url';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { imageAlt, pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';
import './documents.css';

/**
 * Application login (alias /app/view/login; spec §2, §4 step 3 "if authentication is needed and no token exists, go
 * to login"): the sign-in page of one application, for apps that need sign-in. It shows the app (name and icon, read
 * without a token), asks the user to accept the service agreement, then hands over to the platform's sign-in
 * (/pages/login/login with redirectUrl), which brings the user back to the app (or the page in `redirectUrl`).
 * Already signed in, it goes straight back. Query: `appId` / `Appid` / `shortCode`, or `redirectUrl` (internal only).
 */
export default function AppLogin() {
  const { params } = useRouter();
  const back = useMemo(() => appLoginReturn(params), [params]);
  const appId = useMemo(() => appIdOfQuery(params, back), [params, back]);
  const token = useSession((s) => s.token);
  const [agreed, setAgreed] = useState(false);
  // The name and icon are a courtesy: without them the page still signs in.
  const detail = useLoad(
    ['apps', 'detail', appId],
    async () => {
      await hostSessionReady();
      return appDetail(appId!);
    },
    { enabled: !!back && !!appId && !token },
  );
  const app = detail.data ?? null;

  useDidShow(() => {
    if (!back) return;
    void hostSessionReady().then(async () => {
      if (useSession.getState().token) {
        await Taro.redirectTo({ url: back }).catch((e: unknown) => console.warn('[app-login] back to the app failed', e));
      }
    });
  });

  if (!back) {
    return (
      <Screen className="documents">
        <ErrorView title={APP_LOGIN_TEXT.noApp} />
      </Screen>
    );
  }

  const signIn = () => {
    if (!agreed) {
      void Taro.showToast({ title: APP_LOGIN_TEXT.mustAgree, icon: 'none' });
      return;
    }
    void Taro.redirectTo({ url: loginUrl(back) }).catch((e: unknown) => console.warn('[app-login] hand-over failed', e));
  };
  const toggle = () => setAgreed((v) => !v);

  return (
    <Screen className="documents">
      <View className="documents__app">
        {app?.icon ? <Image className="documents__app-icon" src={app.icon} mode="aspectFill" {...imageAlt('')} /> : null}
        <View role="heading" aria-level={1}>
          <Text className="documents__title">{app?.name || APP_LOGIN_TEXT.heading}</Text>
        </View>
        <Text className="documents__hint">{token ? APP_LOGIN_TEXT.signedIn : APP_LOGIN_TEXT.needsSignIn}</Text>
      </View>
      <Button type="primary" block onClick={signIn}>
        <Text>{APP_LOGIN_TEXT.signIn}</Text>
      </Button>
      <View className="documents__agree">
        <Text
          className={agreed ? 'documents__check documents__check--on' : 'documents__check'}
          onClick={toggle}
          {...pressable(toggle, `${APP_LOGIN_TEXT.agreePrefix}${APP_LOGIN_TEXT.agreement}`)} role="checkbox" aria-checked={agreed}
        >
          {agreed ? '✓' : ''}
        </Text>
        <Text onClick={toggle}>{APP_LOGIN_TEXT.agreePrefix}</Text>
        <Text className="documents__link" onClick={() => go(PATHS.serviceAgreement)} {...pressable(() => go(PATHS.serviceAgreement), APP_LOGIN_TEXT.agreement)}>
          {APP_LOGIN_TEXT.agreement}
        </Text>
      </View>
    </Screen>
  );
}
