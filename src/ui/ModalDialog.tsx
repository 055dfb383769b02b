// NutUI's dialog box (its Content, classes and CSS) on a plain mask, for a dialog only an answer closes. NutUI's own
// Dialog wraps the same box in its Overlay, CSSTransition and scroll lock: about 15 KB of the mini program's main
// package, where the privacy dialog lives, for a fade and a mask tap this dialog must not have.
import '@nutui/nutui-react-taro/dist/es/packages/dialog/style/css';

import { Content } from '@nutui/nutui-react-taro/dist/es/packages/dialog/content';
import { View } from '@tarojs/components';
import type { ReactNode } from 'react';

/** NutUI's overlay default: above the page and its fixed bars. */
const LAYER = 1000;

export function ModalDialog({ className, children }: { className?: string; children: ReactNode }) {
  return (
    // catchMove: the page under the mask does not scroll (the mini program; the browser's mask covers the page).
    <View catchMove>
      <View className="nut-overlay" style={{ zIndex: LAYER }} />
      <Content className={className} visible style={{ zIndex: LAYER }}>
        {children}
      </Content>
    </View>
  );
}
