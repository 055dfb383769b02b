import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/device/index'), enablePullDownRefresh: true });
