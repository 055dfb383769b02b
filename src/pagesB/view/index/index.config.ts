import { titleOf } from '../../../routes-title';

export default definePageConfig({
  navigationBarTitleText: titleOf('/pagesB/view/index/index'),
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
