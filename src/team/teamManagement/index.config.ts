import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/team/teamManagement/index'), enablePullDownRefresh: true });
