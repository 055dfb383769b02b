import { titleOf } from '../../routes-title';

export default definePageConfig({
  navigationBarTitleText: titleOf('/pagesB/view/search'),
  enablePullDownRefresh: true,
  onReachBottomDistance: 80,
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
