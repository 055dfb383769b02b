/**
 * `@tarojs/components` in the H5 build (config/index.ts aliases it here). Taro's React proxies are one module, so
 * every component any page uses was bundled with the first route, whichever page that is: the picker, text areas,
 * inputs, switches... about 13 KiB gzip. The heavy ones used by some pages only come from a module each
 * (taro-components/), made the same way, so they load with those pages; the rest are Taro's own. The elements drawn
 * with WeUI's icon font share one module that also loads that font (taro-components/weui.h5.ts).
 */
export * from '@tarojs/components/lib/react/index.js';
export { Canvas } from './taro-components/canvas.h5';
export { Checkbox, Icon, Radio, RadioGroup } from './taro-components/weui.h5';
export { Image } from './taro-components/image.h5';
export { Input } from './taro-components/input.h5';
export { Picker } from './taro-components/picker.h5';
export { ScrollView } from './taro-components/scroll-view.h5';
export { Switch } from './taro-components/switch.h5';
export { Textarea } from './taro-components/textarea.h5';
