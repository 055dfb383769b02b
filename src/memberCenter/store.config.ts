import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/memberCenter/store'), enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true });
