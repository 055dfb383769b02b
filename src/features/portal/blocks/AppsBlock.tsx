import { View } from '@tarojs/components';

import type { KnownBlock } from '../../../domain/portal';
import { AppTile } from '../../home';
import { PORTAL_TEXT } from '../text';
import { BlockEmpty, BlockFrame } from './BlockFrame';

type Apps = Extract<KnownBlock, { type: 'apps' }>;

/** The application grid: each app opens its index page, where the access flow decides (as from the home). */
export function AppsBlock({ block }: { block: Apps }) {
  return (
    <BlockFrame type="apps" title={block.title || PORTAL_TEXT.apps}>
      {block.apps.length === 0 ? <BlockEmpty text={PORTAL_TEXT.noApps} /> : null}
      <View className="app-tiles">
        {block.apps.map((app) => (
          <AppTile key={app.id} app={app} testId="portal-app" />
        ))}
      </View>
    </BlockFrame>
  );
}
