import { mainPages, subPackages } from './routes';

// pages and subPackages come from the one route table (src/routes.ts).
export default defineAppConfig({
  pages: mainPages(),
  subPackages: subPackages(),
  // Issue 39.5: WeChat follows the system's dark mode (its own components, onThemeChange); the bar and window colours
  // come from theme.json's light and dark values (domain/theme BAR_COLORS), the screens' from ui/theme.css.
  darkmode: true,
  themeLocation: 'theme.json',
  window: {
    backgroundTextStyle: '@bgTextStyle',
    backgroundColor: '@windowColor',
    navigationBarBackgroundColor: '@navBgColor',
    navigationBarTitleText: 'Ware',
    navigationBarTextStyle: '@navTextStyle',
  },
  // Two subpackages ahead of time once the app starts: the app index lives in pagesB.
  preloadRule: { 'pages/index/temp': { network: 'all', packages: ['pagesB'] } },
  lazyCodeLoading: 'requiredComponents',
  // calls-and-errors.md §9: request, socket, upload and download timeouts 60000 ms in the default client config
  // (config.ts REQUEST_TIMEOUT_MS; test/unit/timeouts.test.ts keeps them equal).
  networkTimeout: { request: 60000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 },
  // WeChat makes these calls fail unless they are declared, and shows the description when it asks the user
  // (platform/location.ts: the location control and check-in). `npm run check:weapp` fails on an undeclared one.
  // Protected calls wait for the user's agreement; features/privacy shows our dialog for it.
  __usePrivacyCheck__: true,
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  permission: { 'scope.userLocation': { desc: '用于表单中的定位字段和签到，获取您当前的位置' } },
});
