import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/memberCenter/orderDetail'), enablePullDownRefresh: true });
