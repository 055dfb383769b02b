import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/device/list'), enablePullDownRefresh: true });
