import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';

import { checkAccess, loadApp, resolveAppId } from './open-app';
import { APP_INDEX_TEXT } from './text';
import type { AppDetail } from '../../api/apps';
import { hostSessionReady } from '../../api/host-session';
import { config } from '../../config';
import { appRefFromQuery } from '../../domain/access/app-ref';
import { entryTarget, type AppEntry } from '../../domain/access/entries';
import { buildUrl } from '../../domain/navigation';
import { withoutRouterParams } from '../../domain/query';
import { restrictedAccessNavigation } from '../../domain/routing/restricted-access';
import { shareLink } from '../../domain/routing/share-link';
import { sharedPageTarget } from '../../domain/routing/shared-page';
import { viewIdFromQuery } from '../../domain/routing/view-id';
import { shareContent } from '../../domain/share/share-content';
import { appOrigin } from '../../platform/origin';
import { PATHS } from '../../routes';
import { storeDenial } from '../../stores/access-denial';
import { useAppStore } from '../../stores/app';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';
import { rememberRedirect } from '../session';
import { setupWechatShare } from '../share';
import './app-index.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'no-app' }
  | { kind: 'failed'; notFound: boolean }
  | { kind: 'ready'; app: AppDetail; entries: AppEntry[]; viewId: string | null };

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/**
 * Application index (alias /app/index): reached by appId / Appid, shortCode or key; runs the access-check flow
 * (spec §4, §6), replacing itself with the restricted-access page on a denial, and shows the entries the user's
 * permissions allow: a form opens the form-filling screen, a view its lists. An entry that leads nowhere (a view
 * whose form is unknown) is shown as not available.
 */
export default function AppIndex() {
  const { params } = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const running = useRef(false);

  const open = useCallback(async () => {
    const ref = appRefFromQuery(params);
    if (!ref) {
      setPhase({ kind: 'no-app' });
      return;
    }
    if (running.current) return;
    running.current = true;
    setPhase({ kind: 'loading' });
    // §2: a viewId in the address is stored before authorisation.
    const viewId = viewIdFromQuery(params);
    if (viewId) useAppStore.getState().setApp({ viewId });
    try {
      const appId = await resolveAppId(ref);
      useAppStore.getState().setApp({ appId });
      const outcome = await checkAccess(appId, viewId);
      if (outcome.kind === 'deny') {
        storeDenial(outcome.denial);
        // §6 enterprise-only: the page is remembered, so switching identity comes back here.
        if (outcome.denial.rememberPage) rememberRedirect(buildUrl(PATHS.appIndex, withoutRouterParams(params)));
        await Taro.redirectTo({ url: restrictedAccessNavigation().url });
        return;
      }
      if (outcome.kind === 'login') {
        // §4 step 3: the app's own login page (its name, the service agreement) hands over to sign-in and back here.
        await Taro.redirectTo({ url: buildUrl(PATHS.appLogin, { appId, redirectUrl: buildUrl(PATHS.appIndex, withoutRouterParams(params)) }) });
        return;
      }
      const { app, entries } = await loadApp(appId, viewId);
      // §2 share links: code=search / code=list open that page of the same app and view once access is granted.
      const shared = sharedPageTarget({
        code: params.code,
        appId,
        viewId,
        views: app.views ?? [],
        appFormId: app.formId ?? null,
        forms: (app.forms ?? []).map((f) => ({ id: f.formId ?? f.id })),
      });
      if (shared) {
        await Taro.redirectTo({ url: shared });
        return;
      }
      setPhase({ kind: 'ready', app, entries, viewId });
    } catch (error) {
      console.warn('[app-index] opening failed', error);
      setPhase({ kind: 'failed', notFound: statusOf(error) === 404 });
    } finally {
      running.current = false;
    }
  }, [params]);

  useDidShow(() => void hostSessionReady().then(open));

  const app = phase.kind === 'ready' ? phase.app : null;
  const sharePath = app ? `${PATHS.appIndex}?appId=${encodeURIComponent(app.id)}` : null;
  useShareAppMessage(() => {
    const content = shareContent(app?.shareConfig, sharePath);
    return { title: content.title, path: content.path, imageUrl: content.imageUrl || undefined };
  });
  useShareTimeline(() => {
    const content = shareContent(app?.shareConfig, sharePath);
    return { title: content.title, query: app ? `appId=${encodeURIComponent(app.id)}` : '' };
  });

  // H5 inside WeChat: sign the page for the JS-SDK and set the share data (false elsewhere; failures only log).
  useEffect(() => {
    if (!app) return;
    const content = shareContent(app.shareConfig, sharePath);
    const host = config.h5Host || appOrigin(config.serverOrigin);
    const link = shareLink({ host, appId: app.id, viewId: phase.kind === 'ready' ? phase.viewId : null, page: PATHS.appIndex });
    void setupWechatShare({ title: content.title, desc: content.description, link, imgUrl: content.imageUrl });
    // Once per app opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app?.id]);

  if (phase.kind === 'loading') {
    return (
      <Screen className="app-index">
        <Text className="app-index__hint">{APP_INDEX_TEXT.loading}</Text>
      </Screen>
    );
  }
  if (phase.kind === 'no-app') {
    return (
      <Screen>
        <ErrorView
          title={APP_INDEX_TEXT.noApp}
          description={APP_INDEX_TEXT.noAppDescription}
          actions={
            <Button type="primary" onClick={() => void Taro.navigateTo({ url: PATHS.home })}>
              {APP_INDEX_TEXT.toHome}
            </Button>
          }
        />
      </Screen>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <Screen>
        <ErrorView
          title={phase.notFound ? APP_INDEX_TEXT.notFound : APP_INDEX_TEXT.failed}
          description={APP_INDEX_TEXT.notFoundDescription}
          actions={
            <Button type="primary" onClick={() => void open()}>
              {APP_INDEX_TEXT.retry}
            </Button>
          }
        />
      </Screen>
    );
  }

  const link = shareLink({
    host: config.h5Host || appOrigin(config.serverOrigin),
    appId: phase.app.id,
    viewId: phase.viewId,
    page: PATHS.appIndex,
  });
  return (
    <Screen className="app-index">
      <View className="app-index__head">
        <View className="app-index__name" role="heading" aria-level={1} data-testid="app-name">
          <Text>{phase.app.name}</Text>
        </View>
        <Text className="app-index__hint">{APP_INDEX_TEXT.entries}</Text>
      </View>
      {phase.entries.length === 0 ? <Text className="app-index__hint">{APP_INDEX_TEXT.noEntries}</Text> : null}
      <View role="list" aria-label={APP_INDEX_TEXT.entries}>
        {phase.entries.map((entry) => {
          const target = entryTarget(phase.app.id, entry);
          const open = () => target && void Taro.navigateTo({ url: target });
          const kind = entry.kind === 'form' ? APP_INDEX_TEXT.form : APP_INDEX_TEXT.view;
          return (
            <View key={`${entry.kind}-${entry.id}`} className="app-index__entry" role="listitem" data-testid="app-entry">
              <View className="app-index__entry-open" onClick={open} {...(target ? pressable(open, entry.name) : {})}>
                <Text className="app-index__entry-name">{entry.name}</Text>
                <Text className="app-index__entry-state">
                  {target ? kind : `${kind} · ${APP_INDEX_TEXT.notAvailable}`}
                </Text>
              </View>
            </View>
          );
        })}
      </View>
      <View className="app-index__share">
        <Text>{APP_INDEX_TEXT.shareLink}</Text>
        <Text data-testid="share-link">{link}</Text>
        <Button
          size="small"
          onClick={() =>
            void Taro.setClipboardData({ data: link }).then(
              () => Taro.showToast({ title: APP_INDEX_TEXT.copied, icon: 'none' }),
              () => undefined,
            )
          }
        >
          {APP_INDEX_TEXT.copy}
        </Button>
        <Button
          size="small"
          onClick={() =>
            void Taro.navigateTo({ url: `${PATHS.weChatSharing}?appId=${encodeURIComponent(phase.app.id)}` })
          }
        >
          {APP_INDEX_TEXT.poster}
        </Button>
      </View>
    </Screen>
  );
}
