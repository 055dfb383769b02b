import { defineCustomElement } from '@tarojs/components/dist/components/taro-switch-core.js';
import type { Switch as TaroSwitch } from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's Switch in its own module, so that it loads with the pages that use it (../taro-components.h5.ts). */
export const Switch: typeof TaroSwitch = taroElement('taro-switch-core', defineCustomElement);
