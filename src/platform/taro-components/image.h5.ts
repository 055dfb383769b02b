import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js';
import type { Image as TaroImage } from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's Image in its own module, so that it loads with the pages that use it (../taro-components.h5.ts). */
export const Image: typeof TaroImage = taroElement('taro-image-core', defineCustomElement);
