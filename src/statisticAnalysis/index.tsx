import StatisticAnalysis from '../features/analysis/StatisticAnalysisScreen';
import { withAppAccess } from '../features/app-entry/AppAccessGate';

export default withAppAccess(StatisticAnalysis);
