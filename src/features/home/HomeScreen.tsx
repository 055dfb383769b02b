import { Text, View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { startTransition, useMemo, useState } from 'react';

import { HomeApps } from './parts/HomeApps';
import { HomeAreas } from './parts/HomeAreas';
import { hostSessionReady } from '../../api/host-session';
import { currentOrganization } from '../../api/platform';
import { currentUser } from '../../api/user';
import { useLoad } from '../../data';
import { HOME_TEXT, ORGANISATION_TEXT, SIGN_IN_TEXT } from '../../domain/messages';
import { greeting } from '../../domain/time/greeting';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { HomeOutbox } from '../outbox';
import { logout, askToSignIn, SignInNeeded } from '../session';
import { TeamLinks } from '../team';
import './home.css';

/**
 * Platform home (alias /platform/index), the landing page after sign-in. Its session part: the greeting, who is
 * signed in and in which organisation, switching organisation and logout. Apps, counters and search are in
 * parts/HomeApps.
 */
export default function Home() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  const organisation = useSession((s) => s.organisation);
  const hello = useMemo(() => greeting(new Date().getHours()), []);
  const tenantId = useSession((s) => s.tenantId);
  // Set once the first show has checked the session (in the native host the token comes from the host first).
  const [ready, setReady] = useState(false);

  // A token from the native host names its organisation by tid only: the rest is fetched into the session.
  const signedInto = ready && !!token && !!tenantId;
  useLoad(
    ['session', 'organisation'],
    async () => {
      const found = await currentOrganization();
      useSession.setState({ organisation: found });
      return found;
    },
    { enabled: signedInto && !organisation },
  );
  useLoad(
    ['session', 'user'],
    async () => {
      const info = await currentUser();
      useSession.getState().setUser(info);
      return info;
    },
    { enabled: signedInto && !user },
  );

  const check = () => {
    // The home's first full render is large: as a transition, React renders it in short slices.
    startTransition(() => setReady(true));
    const session = useSession.getState();
    if (!session.token) {
      void askToSignIn();
      return;
    }
    if (!session.tenantId) {
      void Taro.redirectTo({ url: PATHS.selectTenant });
      return;
    }
  };

  useDidShow(() => void hostSessionReady().then(check));

  const switchOrganisation = () => void Taro.navigateTo({ url: PATHS.selectTenant });
  const signOut = () => {
    void Taro.showModal({
      title: SIGN_IN_TEXT.modalTitle,
      content: ORGANISATION_TEXT.logoutConfirm,
      confirmText: SIGN_IN_TEXT.confirm,
      cancelText: SIGN_IN_TEXT.cancel,
    }).then(({ confirm }) => {
      if (confirm) void logout();
    });
  };

  if (!ready) return <Screen className="home" />;
  if (!token) {
    return <SignInNeeded className="home" needs="user" />;
  }

  const name = user?.nickname || user?.username || '';
  return (
    <Screen className="home">
      <View className="home__greeting">
        <View className="home__hello" role="heading" aria-level={1} data-testid="greeting">
          <Text>{name ? `${hello.greeting},${name}` : hello.greeting}</Text>
        </View>
        <Text className="home__sentence">{hello.sentence}</Text>
      </View>
      {/* Above the apps: it matters most offline, when the apps may have nothing to show. */}
      {signedInto ? <HomeOutbox /> : null}
      <HomeApps
        footer={
          <>
            {signedInto ? <HomeAreas /> : null}
            <View className="home__card" aria-label={HOME_TEXT.organisation}>
              <Text className="home__label">{HOME_TEXT.organisation}</Text>
              <Text className="home__value" data-testid="organisation">
                {organisation?.name || ORGANISATION_TEXT.noOrganisation}
              </Text>
              <Text className="home__label">{HOME_TEXT.user}</Text>
              <Text className="home__value" data-testid="user">
                {user ? `${name}${user.username && user.username !== name ? ` (${user.username})` : ''}` : ''}
              </Text>
              {signedInto ? <TeamLinks /> : null}
            </View>
            <View className="home__actions">
              <Button block onClick={switchOrganisation}>
                {ORGANISATION_TEXT.switchOrganisation}
              </Button>
              <Button block fill="none" onClick={signOut}>
                {ORGANISATION_TEXT.logout}
              </Button>
            </View>
          </>
        }
      />
    </Screen>
  );
}
