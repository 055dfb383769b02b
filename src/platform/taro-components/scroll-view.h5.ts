import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js';
import type { ScrollView as TaroScrollView } from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's ScrollView in its own module, so that it loads with the pages that use it (../taro-components.h5.ts). */
export const ScrollView: typeof TaroScrollView = taroElement('taro-scroll-view-core', defineCustomElement);
