import { useDidShow, useRouter } from '@tarojs/taro';
import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';

import { ACCESS_FRESH_FOR_MS, accessKey, appAccess, leaveUnlessAllowed } from './app-access';
import { AppOpenFailed } from './parts/AppOpenFailed';
import { MountedAfterFirstShow, useLoad } from '../../data';
import { appRefFromQuery } from '../../domain/access/app-ref';
import { buildUrl } from '../../domain/navigation';
import { withoutRouterParams } from '../../domain/query';
import { viewIdFromQuery } from '../../domain/routing/view-id';
import { useSession } from '../../stores/session';

/**
 * The one access gate of an application's screens (spec screens-data-rules.md §4, §6, §8): a screen addressed
 * with an appId is shown only once the app's access check allows it; a denial or a needed sign-in leaves the page
 * exactly as the application index does (app-access.ts). While the check runs nothing is drawn, as a screen's own
 * load draws nothing (ui/Loaded), so the screen's load follows under the same blank page: one loading step. An
 * answer already in the loading layer (this app was just opened or another of its screens was) is used at once.
 * An address without an appId is the screen's own business (it says what is missing).
 */
function AppAccessGate({ children }: { children: ReactNode }) {
  const { params, path } = useRouter();
  const ref = useMemo(() => appRefFromQuery(params), [params]);
  const appId = ref?.kind === 'id' ? ref.appId : null;
  const signedIn = useSession((s) => !!s.token);
  const access = useLoad(accessKey(appId ?? '', signedIn), () => appAccess(appId!, viewIdFromQuery(params)), {
    enabled: appId !== null,
    freshFor: ACCESS_FRESH_FOR_MS,
  });
  // Whether the page had its first show before the screen mounted: the screen's reload-on-show must know.
  const shown = useRef(false);
  useDidShow(() => void (shown.current = true));

  const outcome = access.data;
  useEffect(() => {
    if (!appId || !outcome || outcome.kind === 'allow') return;
    const here = buildUrl((path ?? '').split('?')[0] ?? '', withoutRouterParams(params));
    void leaveUnlessAllowed(outcome, appId, here).catch((error: unknown) => console.warn('[access] leaving failed', error));
    // Leave once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (!appId) return <>{children}</>;
  if (access.status === 'error' && !outcome) return <AppOpenFailed error={access.error} onRetry={access.refetch} />;
  if (outcome?.kind !== 'allow') return null;
  return <MountedAfterFirstShow.Provider value={shown.current}>{children}</MountedAfterFirstShow.Provider>;
}

/** A page entry's screen behind the access gate. */
export function withAppAccess<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const Gated = (props: P) => (
    <AppAccessGate>
      <Screen {...props} />
    </AppAccessGate>
  );
  Gated.displayName = `WithAppAccess(${Screen.displayName ?? Screen.name})`;
  return Gated;
}
