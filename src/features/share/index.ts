/** The share feature's door: the share card and menus of a screen, the WeChat JS-SDK, the QR poster. */
export { setupWechatShare } from './wechat-share';
export { wechatJsSdk, inWechatBrowser } from './jssdk-loader';
export { installWechatJsSdk } from './install-jssdk';
export { useShareCard } from './use-share-card';
export { PosterCanvas } from './PosterCanvas';
