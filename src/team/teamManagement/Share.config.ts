import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/team/teamManagement/Share'), enableShareAppMessage: true, enableShareTimeline: true });
