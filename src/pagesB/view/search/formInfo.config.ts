import { titleOf } from '../../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/pagesB/view/search/formInfo'), enableShareAppMessage: true, enableShareTimeline: true });
