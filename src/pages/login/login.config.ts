import { titleOf } from '../../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/pages/login/login') });
