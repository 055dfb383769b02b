/** The share feature's door: the WeChat JS-SDK share setup other screens call. */
export { setupWechatShare } from './wechat-share';
export { PosterCanvas } from './PosterCanvas';
