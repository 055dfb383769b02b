import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import type { AppSummary } from '../../../api/home';
import { PATHS } from '../../../routes';
import { pressable } from '../../../ui/a11y';
import { Picture } from '../../../ui/Picture';

import './AppTile.css';

const openApp = (appId: string) =>
  void Taro.navigateTo({ url: `${PATHS.appIndex}?appId=${encodeURIComponent(appId)}` });

/**
 * One app in a home list or a portal's app grid: its icon (the platform's `icon`; its first letter when it has none),
 * its name; opens the application index.
 */
export function AppTile({ app, testId }: { app: Pick<AppSummary, 'id' | 'name' | 'icon'>; testId: string }) {
  return (
    <View
      className="app-tile"
      data-testid={testId}
      onClick={() => openApp(app.id)}
      {...pressable(() => openApp(app.id))}
    >
      {/* Decorative: the tile is named by the app's name alone. */}
      <Picture className="app-tile__icon" src={app.icon} name={app.name} />
      <Text className="app-tile__name">{app.name}</Text>
    </View>
  );
}
