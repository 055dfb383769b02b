import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import type { AppSummary } from '../../../api/home';
import { PATHS } from '../../../routes';
import { pressable } from '../../../ui/a11y';

export const openApp = (appId: string) =>
  void Taro.navigateTo({ url: `${PATHS.appIndex}?appId=${encodeURIComponent(appId)}` });

/** One app in a home list: its first letter (no icon files yet), its name; opens the application index. */
export function AppTile({ app, testId }: { app: AppSummary; testId: string }) {
  return (
    <View
      className="home-apps__tile"
      data-testid={testId}
      onClick={() => openApp(app.id)}
      {...pressable(() => openApp(app.id), app.name)}
    >
      <View className="home-apps__icon">
        <Text>{app.name.slice(0, 1)}</Text>
      </View>
      <Text className="home-apps__name">{app.name}</Text>
    </View>
  );
}
