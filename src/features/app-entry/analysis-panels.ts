// The app's analysis panels, for the index's 统计分析 button. The mini program bundles the call with the page; H5
// loads it on first use (analysis-panels.h5.ts).
export { analysisPanels } from '../../api/analysis';
