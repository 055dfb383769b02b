import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/pagesB/view/outbox') });
