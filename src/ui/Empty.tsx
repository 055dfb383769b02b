// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake).
import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css';
import NutEmpty from '@nutui/nutui-react-taro/dist/es/packages/empty';
import { View } from '@tarojs/components';
import type { ComponentProps } from 'react';

import './empty.css';

/**
 * NutUI's Empty with our own picture: its default is an image on JD's CDN, which a user offline, behind our CSP or in a
 * mini program without that domain allowed would see broken (and which tells a third party who opened which screen).
 * The picture is drawn in CSS from the theme's colours and hidden from screen readers: the description says it.
 */
export function Empty(props: Omit<ComponentProps<typeof NutEmpty>, 'image'>) {
  return (
    <NutEmpty
      {...props}
      image={
        <View className="ware-empty__art" aria-hidden>
          <View className="ware-empty__tray" />
        </View>
      }
    />
  );
}
