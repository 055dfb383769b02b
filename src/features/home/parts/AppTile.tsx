import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import type { AppSummary } from '../../../api/home';
import { PATHS } from '../../../routes';
import { pressable } from '../../../ui/a11y';

import './AppTile.css';

const openApp = (appId: string) =>
  void Taro.navigateTo({ url: `${PATHS.appIndex}?appId=${encodeURIComponent(appId)}` });

/**
 * One app in a home list or a portal's app grid: its first letter (no icon files yet), its name; opens the
 * application index.
 */
export function AppTile({ app, testId }: { app: Pick<AppSummary, 'id' | 'name'>; testId: string }) {
  return (
    <View
      className="app-tile"
      data-testid={testId}
      onClick={() => openApp(app.id)}
      {...pressable(() => openApp(app.id))}
    >
      {/* The initial stands in for an icon: hidden, so the tile is named by the app's name alone. */}
      <View className="app-tile__icon" aria-hidden>
        <Text>{app.name.slice(0, 1)}</Text>
      </View>
      <Text className="app-tile__name">{app.name}</Text>
    </View>
  );
}
