import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core.js';
import type { Textarea as TaroTextarea } from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's Textarea in its own module, so that it loads with the pages that use it (../taro-components.h5.ts). */
export const Textarea: typeof TaroTextarea = taroElement('taro-textarea-core', defineCustomElement);
