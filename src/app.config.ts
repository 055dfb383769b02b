import { mainPages, subPackages } from './routes';

// pages and subPackages come from the one route table (src/routes.ts).
export default defineAppConfig({
  pages: mainPages(),
  subPackages: subPackages(),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'Ware',
    navigationBarTextStyle: 'black',
  },
  // Two subpackages ahead of time once the app starts: the app index lives in pagesB.
  preloadRule: { 'pages/index/temp': { network: 'all', packages: ['pagesB'] } },
  lazyCodeLoading: 'requiredComponents',
});
