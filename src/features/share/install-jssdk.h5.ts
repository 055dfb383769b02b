/**
 * At start-up: hands the platform layer (location, image picking) a way to the configured JS-SDK. Only this small
 * function is in the app's entry; the loader, its signing call and the SDK load on first use, inside WeChat only.
 */
import { provideWechatJsSdk } from '../../platform/wechat-jssdk';

export function installWechatJsSdk(): void {
  provideWechatJsSdk(() => import(/* webpackChunkName: "wechat-jssdk" */ './jssdk-loader').then((m) => m.wechatJsSdk()));
}
