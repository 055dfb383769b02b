import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/memberCenter/index'), enablePullDownRefresh: true });
