import { defineCustomElement } from '@tarojs/components/dist/components/taro-canvas-core.js';
import type { Canvas as TaroCanvas } from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's Canvas in its own module, so that it loads with the pages that use it (../taro-components.h5.ts). */
export const Canvas: typeof TaroCanvas = taroElement('taro-canvas-core', defineCustomElement);
