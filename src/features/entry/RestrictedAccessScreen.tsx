import { Text } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { useState } from 'react';

import { GoodsOffer } from './GoodsOffer';
import { RESTRICTED_TEXT } from './not-found-text';
import { loginUrl } from '../../domain/routing/login-url';
import { PATHS } from '../../routes';
import { readDenial, type StoredDenial } from '../../stores/access-denial';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';
import { takeRedirect } from '../session';

/** Shown when no denial was stored (the page opened directly). */
const FALLBACK: StoredDenial = { title: RESTRICTED_TEXT.fallbackTitle, description: RESTRICTED_TEXT.fallbackDescription };

/**
 * Restricted access (alias /app/view/restrictedAccess, type=noPermission): the title and description of the
 * denial (spec §8) that replaced the page the user tried to open; under a goods whitelist, a signed-in visitor is
 * offered the goods that open the app.
 */
export default function RestrictedAccess() {
  const [denial, setDenial] = useState<StoredDenial | null>(null);
  useDidShow(() => setDenial(readDenial() ?? FALLBACK));

  // Signed in: pick an organisation (select organisation returns to the remembered page); otherwise sign in first.
  const switchIdentity = () =>
    void Taro.redirectTo({ url: useSession.getState().token ? PATHS.selectTenant : loginUrl(takeRedirect()) });

  const signedIn = useSession((s) => !!s.token);
  if (!denial) return <Screen />;
  return (
    <Screen>
      <ErrorView
        title={denial.title}
        description={denial.description || undefined}
        actions={
          <>
            {denial.switchIdentity ? (
              <Button type="primary" onClick={switchIdentity}>
                <Text>{RESTRICTED_TEXT.switchIdentity}</Text>
              </Button>
            ) : null}
            <Button type={denial.switchIdentity ? 'default' : 'primary'} onClick={() => void Taro.reLaunch({ url: PATHS.home })}>
              <Text>{RESTRICTED_TEXT.home}</Text>
            </Button>
          </>
        }
      />
      {denial.goodsOfApp && signedIn ? <GoodsOffer appId={denial.goodsOfApp} /> : null}
    </Screen>
  );
}
