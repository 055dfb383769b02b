import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/appSupermarket/index'), enablePullDownRefresh: true });
