import { Text, View } from '@tarojs/components';
import Taro, { useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { useDeferredValue, useEffect, useMemo } from 'react';

import { analysisPanels } from './analysis-panels';
import { openAppIndex } from './open-index';
import { AppEntries } from './parts/AppEntries';
import { AppOpenFailed } from './parts/AppOpenFailed';
import { APP_INDEX_TEXT } from './text';
import { hostSessionReady } from '../../api/host-session';
import { config } from '../../config';
import { useLoad, useReloadOnShow } from '../../data';
import { appRefFromQuery } from '../../domain/access/app-ref';
import { shareLink } from '../../domain/routing/share-link';
import { viewIdFromQuery } from '../../domain/routing/view-id';
import { shareContent } from '../../domain/share/share-content';
import { offersAnalysis } from '../../domain/shell/offers';
import { appOrigin } from '../../platform/origin';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Picture } from '../../ui/Picture';
import { Screen } from '../../ui/Screen';
import { ShareLinkBar } from '../../ui/ShareLinkBar';
import { setupWechatShare } from '../share';
import './app-index.css';

/**
 * Application index (alias /app/index): reached by appId / Appid, shortCode or key; runs the access-check flow
 * (spec §4, §6), replacing itself with the restricted-access page on a denial, and shows the entries the user's
 * permissions allow: a form opens the form-filling screen, a view its lists. An entry that leads nowhere (a view
 * whose form is unknown) is shown as not available.
 */
export default function AppIndex() {
  const { params } = useRouter();
  const ref = useMemo(() => appRefFromQuery(params), [params]);
  const viewId = useMemo(() => viewIdFromQuery(params), [params]);
  // The access check runs on every visit and every return to the page (freshFor 0): permissions may have changed.
  const opened = useLoad(
    ['app-index', ref, viewId, params.code ?? null],
    async () => {
      await hostSessionReady();
      return openAppIndex(ref!, viewId, params);
    },
    { enabled: ref !== null, freshFor: 0 },
  );
  useReloadOnShow(opened);
  // The entries' screenful renders as a deferred update: React renders it in short slices instead of one long task,
  // and the loading line stays until it is ready.
  const answer = useDeferredValue(opened.data);

  const app = opened.data?.kind === 'ready' ? opened.data.app : null;
  // 统计分析 only for an app with a panel this person may read (issue 42 item 6); a guest reads none.
  const panels = useLoad(['app-index', 'analysis-panels', app?.id ?? null], () => analysisPanels(app!.id), {
    enabled: !!app?.role && app.role !== 'GUEST',
  });
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
    const link = shareLink({ host, appId: app.id, viewId, page: PATHS.appIndex });
    void setupWechatShare({ title: content.title, desc: content.description, link, imgUrl: content.imageUrl });
    // Once per app opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app?.id]);

  if (!ref) {
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
  if (opened.status === 'error') return <AppOpenFailed error={opened.error} onRetry={opened.refetch} />;
  if (answer === undefined) {
    return (
      <Screen className="app-index">
        <Text className="app-index__hint">{APP_INDEX_TEXT.loading}</Text>
      </Screen>
    );
  }
  if (answer.kind === 'left') return <Screen className="app-index" />;

  const shown = answer;
  return (
    <Screen className="app-index">
      <View className="app-index__head">
        <View className="app-index__title">
          <Picture className="app-index__icon" src={shown.app.icon} name={shown.app.name} />
          <View className="app-index__name" role="heading" aria-level={1} data-testid="app-name">
            <Text>{shown.app.name}</Text>
          </View>
        </View>
        <Text className="app-index__hint">{APP_INDEX_TEXT.entries}</Text>
      </View>
      <AppEntries appId={shown.app.id} entries={shown.entries} />
      <ShareLinkBar appId={shown.app.id} viewId={shown.viewId} page={PATHS.appIndex}>
        <Button
          size="small"
          onClick={() => void Taro.navigateTo({ url: `${PATHS.weChatSharing}?appId=${encodeURIComponent(shown.app.id)}` })}
        >
          <Text>{APP_INDEX_TEXT.poster}</Text>
        </Button>
        {/* After the poster: it appears once the panels answer and must not push the poster aside. */}
        {offersAnalysis(shown.app.role, panels.data) ? (
          <Button size="small" onClick={() => void Taro.navigateTo({ url: `${PATHS.statisticAnalysis}?appId=${encodeURIComponent(shown.app.id)}` })}>
            <Text>{APP_INDEX_TEXT.analysis}</Text>
          </Button>
        ) : null}
      </ShareLinkBar>
    </Screen>
  );
}
