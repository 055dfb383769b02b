export { default } from '../features/analysis/StatisticAnalysisScreen';
