import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js';
import { createReactComponent, type HTMLStencilElement } from '@tarojs/components/lib/react/react-component-lib/createComponent.js';

/**
 * A React component for one of Taro's H5 custom elements, made exactly as @tarojs/components' generated React
 * proxies make theirs (lib/react/components.js), so it renders and forwards props the same way.
 */
export function taroElement<Props, Element extends HTMLStencilElement>(tag: string, define: () => void) {
  return createReactComponent<Props, Element>(tag, undefined, manipulatePropsFunction, define);
}
