import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/pagesA/community/lists'), enablePullDownRefresh: true, onReachBottomDistance: 80, enableShareAppMessage: true, enableShareTimeline: true });
