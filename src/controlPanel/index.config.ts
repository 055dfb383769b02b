import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/controlPanel/index'), enablePullDownRefresh: true });
