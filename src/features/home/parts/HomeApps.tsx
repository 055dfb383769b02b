import { Text, View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { useDeferredValue, type ReactNode } from 'react';

import { AppTile } from './AppTile';
import { HOME_APPS_TEXT } from './text';
import { homeCounters, lastUsedApps, myApps } from '../../../api/home';
import { useLoad } from '../../../data';
import { HOME_COUNTERS } from '../../../domain/shell/offers';
import { PATHS } from '../../../routes';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { OfflineNote } from '../../../ui/OfflineNote';
import { todoTabUrl } from '../../todo';
import './HomeApps.css';

const PLACEHOLDER_TILES = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * Platform home: home search, the counters, the last-used apps and my apps. Shown under the session
 * part once the user is in an organisation. A failed counter call leaves the counters out; failed app lists say so.
 *
 * Until the first answer, a placeholder holds the grid's place and `footer` (what the home shows under the apps) waits:
 * content arriving above it would push it down the screen (a layout shift); appearing after the apps, it moves nothing.
 */
export function HomeApps({ footer }: { footer?: ReactNode }) {
  const load = useLoad(['home', 'apps'], async () => {
    const [mine, recent, counters] = await Promise.all([
      myApps(),
      lastUsedApps().catch(() => []),
      homeCounters().catch(() => null),
    ]);
    return { mine, recent, counters };
  });
  // Again whenever the page shows (back from an app, the last-used list and the counters have changed). Not
  // useReloadOnShow: this part mounts after the page's first show, so the first show it sees is already a return.
  useDidShow(() => void load.refetch({ cancelRefetch: false }));
  // The answer's screenful (tiles, counters, the footer) renders as a deferred update: React renders it in short
  // slices instead of one long task, while the placeholder keeps its place until it is ready.
  const ready = useDeferredValue(load.data);
  const waiting = ready === undefined && load.status !== 'error';

  const search = () => void Taro.navigateTo({ url: PATHS.homeSearch });
  // Beside the search, where apps put their scan: a code leads to an app, a record or a device (the scan screen).
  const scan = () => void Taro.navigateTo({ url: PATHS.scan });
  const market = () => void Taro.navigateTo({ url: PATHS.market });
  const controlPanel = () => void Taro.navigateTo({ url: PATHS.controlPanel });
  const portal = () => void Taro.navigateTo({ url: PATHS.portal });

  return (
    <View className="home-apps">
      <View className="home-apps__top">
        <View className="home-apps__search" onClick={search} {...pressable(search, HOME_APPS_TEXT.search)}>
          <Text>{HOME_APPS_TEXT.search}</Text>
        </View>
        <View className="home-apps__scan" onClick={scan} {...pressable(scan, HOME_APPS_TEXT.scan)} data-testid="home-scan">
          <Text>{HOME_APPS_TEXT.scan}</Text>
        </View>
      </View>
      <OfflineNote load={load} />
      {waiting ? (
        <View
          className="home-apps__placeholder"
          data-testid="home-apps-loading"
          aria-busy={true} aria-label={HOME_APPS_TEXT.loading}
        >
          {PLACEHOLDER_TILES.map((i) => (
            <View key={i} className="home-apps__placeholder-tile" />
          ))}
        </View>
      ) : null}
      {load.status === 'error' ? (
        <View className="home-apps__failed">
          <Text>{HOME_APPS_TEXT.failed}</Text>
          <Button size="small" onClick={() => void load.refetch()}>
            {HOME_APPS_TEXT.retry}
          </Button>
        </View>
      ) : null}
      {ready?.counters ? (
        <View className="home-apps__counters" aria-label={HOME_APPS_TEXT.counters}>
          {HOME_COUNTERS.map((key) => {
            // A counter with a tab of the to-do centre opens it.
            const url = todoTabUrl(key);
            const open = url ? () => void Taro.navigateTo({ url }) : undefined;
            return (
              <View
                key={key}
                className="home-apps__counter"
                data-testid={`counter-${key}`}
                onClick={open}
                {...(open ? pressable(open) : {})}
              >
                <Text className="home-apps__count">{String(ready.counters?.[key] ?? 0)}</Text>
                <Text className="home-apps__count-label">{HOME_APPS_TEXT[key]}</Text>
              </View>
            );
          })}
        </View>
      ) : null}
      {ready && ready.recent.length > 0 ? (
        <View className="home-apps__section">
          <Text className="home-apps__title">{HOME_APPS_TEXT.lastUsed}</Text>
          <View className="app-tiles">
            {ready.recent.map((app) => (
              <AppTile key={app.id} app={app} testId="recent-app" />
            ))}
          </View>
        </View>
      ) : null}
      {ready ? (
        <View className="home-apps__section">
          <View className="home-apps__row">
            <Text className="home-apps__title">{HOME_APPS_TEXT.myApps}</Text>
            <View className="home-apps__links">
              <Text
                className="home-apps__link"
                onClick={portal}
                {...pressable(portal, HOME_APPS_TEXT.portal)}
                data-testid="home-portal"
              >
                {HOME_APPS_TEXT.portal}
              </Text>
              <Text
                className="home-apps__link"
                onClick={controlPanel}
                {...pressable(controlPanel, HOME_APPS_TEXT.controlPanel)}
              >
                {HOME_APPS_TEXT.controlPanel}
              </Text>
              <Text className="home-apps__link" onClick={market} {...pressable(market, HOME_APPS_TEXT.market)}>
                {HOME_APPS_TEXT.market}
              </Text>
            </View>
          </View>
          {ready.mine.length === 0 ? <Text className="home-apps__empty">{HOME_APPS_TEXT.noApps}</Text> : null}
          <View className="app-tiles">
            {ready.mine.map((app) => (
              <AppTile key={app.id} app={app} testId="my-app" />
            ))}
          </View>
        </View>
      ) : null}
      {waiting ? null : footer}
    </View>
  );
}
