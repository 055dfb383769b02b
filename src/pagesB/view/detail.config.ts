import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/pagesB/view/detail'), enableShareAppMessage: true, enableShareTimeline: true });
