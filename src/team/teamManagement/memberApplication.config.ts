import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/team/teamManagement/memberApplication'), enablePullDownRefresh: true });
