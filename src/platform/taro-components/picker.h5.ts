import { defineCustomElement } from '@tarojs/components/dist/components/taro-picker-core.js';
import type { Picker as TaroPicker } from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's Picker in its own module, so that it loads with the pages that use it (../taro-components.h5.ts). */
export const Picker: typeof TaroPicker = taroElement('taro-picker-core', defineCustomElement);
