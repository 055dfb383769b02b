/**
 * Taro's React runtime ships without typings. src/platform/react-runtime.h5.ts wraps its `createReactApp` and
 * re-exports the rest: these are the parts it touches, as the runtime (4.2.1) defines them.
 */
declare module '@tarojs/plugin-framework-react/dist/runtime.js' {
  import type * as React from 'react';

  /** Returns the object Taro's router drives (`mount`, `unmount`, lifecycles); Taro also sets it as `Current.app`. */
  export function createReactApp(
    App: React.ComponentType<React.PropsWithChildren>,
    react: typeof React,
    dom: unknown,
    config: unknown,
  ): unknown;
}
