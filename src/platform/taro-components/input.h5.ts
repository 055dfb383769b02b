import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js';
import type { Input as TaroInput } from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's Input in its own module, so that it loads with the pages that use it (../taro-components.h5.ts). */
export const Input: typeof TaroInput = taroElement('taro-input-core', defineCustomElement);
