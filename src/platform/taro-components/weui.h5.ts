// The WeUI part of Taro's base stylesheet (icon font and check rules), split off by config/weui-split-loader.cjs so
// that only pages with these elements load it.
import '@tarojs/components/dist/taro-components/taro-components.css?weui';

import { defineCustomElement as defineCheckbox } from '@tarojs/components/dist/components/taro-checkbox-core.js';
import { defineCustomElement as defineIcon } from '@tarojs/components/dist/components/taro-icon-core.js';
import { defineCustomElement as defineRadio } from '@tarojs/components/dist/components/taro-radio-core.js';
import { defineCustomElement as defineRadioGroup } from '@tarojs/components/dist/components/taro-radio-group-core.js';
import type {
  Checkbox as TaroCheckbox,
  Icon as TaroIcon,
  Radio as TaroRadio,
  RadioGroup as TaroRadioGroup,
} from '@tarojs/components/lib/react/components.js';

import { taroElement } from './element.h5';

/** Taro's elements drawn with WeUI's icon font and check rules (../taro-components.h5.ts). */
export const Checkbox: typeof TaroCheckbox = taroElement('taro-checkbox-core', defineCheckbox);
export const Icon: typeof TaroIcon = taroElement('taro-icon-core', defineIcon);
export const Radio: typeof TaroRadio = taroElement('taro-radio-core', defineRadio);
export const RadioGroup: typeof TaroRadioGroup = taroElement('taro-radio-group-core', defineRadioGroup);
