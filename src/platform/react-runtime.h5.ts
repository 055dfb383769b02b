/**
 * Taro's React runtime in the H5 build (config/index.ts aliases `@tarojs/plugin-framework-react/dist/runtime` here).
 * Taro mounts each page by calling `forceUpdate` on its app wrapper component, outside any transition, so React
 * renders the whole page in one task that blocks the main thread (on a slow phone, hundreds of milliseconds before
 * the first tap can be handled). Here the wrapper's updates run inside `startTransition`: React renders the page in
 * short slices and yields between them. Nothing shows earlier or later than before: the page's DOM is attached in
 * one commit, and Taro's mount callback (which lets the router show the page and runs `onLoad`) still runs after
 * that commit. The mini program keeps Taro's runtime as it is (its renderer batches into `setData` anyway).
 */
import { createReactApp as taroCreateReactApp } from '@tarojs/plugin-framework-react/dist/runtime.js';
import * as React from 'react';

export * from '@tarojs/plugin-framework-react/dist/runtime.js';

type Callback = () => void;

/** Taro's app wrapper extends the `Component` it is given: this one renders its updates as transitions. */
export class TransitionComponent<P = object, S = object> extends React.Component<P, S> {
  override forceUpdate(callback?: Callback): void {
    React.startTransition(() => super.forceUpdate(callback));
  }
}

const reactForTaro = { ...React, Component: TransitionComponent };

export const createReactApp: typeof taroCreateReactApp = (App, _react, dom, config) =>
  taroCreateReactApp(App, reactForTaro as unknown as typeof React, dom, config);
