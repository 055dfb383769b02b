import { titleOf } from '../routes-title';

export default definePageConfig({ navigationBarTitleText: titleOf('/statisticAnalysis/dataSet'), enablePullDownRefresh: true });
