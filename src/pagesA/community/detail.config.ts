import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/pagesA/community/detail'), enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true });
