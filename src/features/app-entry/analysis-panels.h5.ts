// H5: the panels' call and its schemas load on first use, for members only, so that a visitor arriving at an app's
// index from a shared link does not download them (the H5 first-route budget, scripts/size.ts).
import type { Panel } from '../../api/analysis';

export const analysisPanels = async (appId: string): Promise<Panel[]> => (await import('../../api/analysis')).analysisPanels(appId);
