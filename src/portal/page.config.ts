import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/portal/page'), enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true });
