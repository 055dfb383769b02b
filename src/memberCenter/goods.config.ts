import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/memberCenter/goods'), enableShareAppMessage: true, enableShareTimeline: true });
