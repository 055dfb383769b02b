import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/portal/index'), enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true });
