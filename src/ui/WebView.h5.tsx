// H5: the page in an iframe filling the screen. Taro's WebView web component would bring its code into a chunk of
// the first route for what is one element.
import './WebView.css';

export function WebView({ src, title }: { src: string; title: string }) {
  return <iframe className="web-view" src={src} title={title} data-testid="web-view" />;
}
