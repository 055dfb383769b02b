import { titleOf } from '../../routes-title';

export default definePageConfig({
  navigationBarTitleText: titleOf('/pagesB/view/lists'),
  enablePullDownRefresh: true,
  onReachBottomDistance: 80,
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
