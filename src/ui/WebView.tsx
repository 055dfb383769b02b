// The mini program's web view: WeChat's web-view (it covers the page). H5 uses WebView.h5.tsx (an iframe).
import { WebView as TaroWebView } from '@tarojs/components';

export function WebView({ src }: { src: string; title: string }) {
  return <TaroWebView src={src} />;
}
