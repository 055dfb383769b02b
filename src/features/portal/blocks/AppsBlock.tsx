import { Text, View } from '@tarojs/components';

import type { KnownBlock } from '../../../domain/portal';
import { pressable } from '../../../ui/a11y';
import { openApp } from '../../home';
import { PORTAL_TEXT } from '../text';
import { BlockEmpty, BlockFrame } from './BlockFrame';

type Apps = Extract<KnownBlock, { type: 'apps' }>;

/** The application grid: each app opens its index page, where the access flow decides (as from the home). */
export function AppsBlock({ block }: { block: Apps }) {
  return (
    <BlockFrame type="apps" title={block.title || PORTAL_TEXT.apps}>
      {block.apps.length === 0 ? <BlockEmpty text={PORTAL_TEXT.noApps} /> : null}
      <View className="portal-apps">
        {block.apps.map((app) => (
          <View key={app.id} className="portal-apps__tile" data-testid="portal-app" onClick={() => openApp(app.id)} {...pressable(() => openApp(app.id), app.name)}>
            <View className="portal-apps__icon">
              <Text>{app.name.slice(0, 1)}</Text>
            </View>
            <Text className="portal-apps__name">{app.name}</Text>
          </View>
        ))}
      </View>
    </BlockFrame>
  );
}
