/**
 * The H5 build's `@tarojs/components` (src/platform/taro-components.h5.ts, aliased in config/index.ts) gives some of
 * Taro's components a module of their own so that they load with the pages that use them. It must still offer every
 * component Taro's own module offers, and those it makes must render Taro's elements and pass their props as Taro's do.
 */
import * as taro from '@tarojs/components/lib/react/index.js';
import { render } from '@testing-library/react';

import * as ours from '../../../src/platform/taro-components.h5';

/** The components made in their own modules, with the element each renders. */
const OWN_MODULE = {
  Canvas: 'taro-canvas-core',
  Checkbox: 'taro-checkbox-core',
  Icon: 'taro-icon-core',
  Image: 'taro-image-core',
  Input: 'taro-input-core',
  Picker: 'taro-picker-core',
  Radio: 'taro-radio-core',
  RadioGroup: 'taro-radio-group-core',
  ScrollView: 'taro-scroll-view-core',
  Switch: 'taro-switch-core',
  Textarea: 'taro-textarea-core',
} as const;

type Name = keyof typeof OWN_MODULE;

it('offers every component of Taro, and its own module for the heavy ones only', () => {
  expect(Object.keys(ours).sort()).toEqual(Object.keys(taro).sort());
  const made = Object.keys(ours).filter((name) => ours[name as keyof typeof ours] !== taro[name as keyof typeof taro]);
  expect(made.sort()).toEqual(Object.keys(OWN_MODULE).sort());
});

it.each(Object.entries(OWN_MODULE) as [Name, string][])('%s renders <%s> with its props', (name, tag) => {
  const Component = ours[name] as unknown as (props: Record<string, unknown>) => JSX.Element;
  const { container } = render(<Component className="probe" data-probe="1" aria-label="示例" style={{ width: '10px' }} />);
  const element = container.querySelector(tag) as HTMLElement;
  expect(element).not.toBeNull();
  expect(element.classList.contains('probe')).toBe(true);
  expect(element.getAttribute('data-probe')).toBe('1');
  expect(element.getAttribute('aria-label')).toBe('示例');
  expect(element.style.width).toBe('10px');
});

it('passes component properties to the element as Taro does', () => {
  const { container } = render(
    <>
      <ours.Switch checked />
      <taro.Switch checked />
      <ours.Input value="甲" maxlength={5} />
      <taro.Input value="甲" maxlength={5} />
    </>,
  );
  const [mine, theirs] = [...container.querySelectorAll('taro-switch-core')] as (HTMLElement & { checked: boolean })[];
  expect(mine!.checked).toBe(true);
  expect(mine!.checked).toBe(theirs!.checked);
  const [input, taroInput] = [...container.querySelectorAll('taro-input-core')] as (HTMLElement & { value: string; maxlength: number })[];
  expect([input!.value, input!.maxlength]).toEqual([taroInput!.value, taroInput!.maxlength]);
});
