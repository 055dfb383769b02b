import type { DayRange, Grouping } from '../../domain/analysis';
import { buildUrl } from '../../domain/navigation';
import { PATHS } from '../../routes';

/** The data set screen of a widget or of a data set, in a range and grouping (carried in the address, so it can be shared). */
export function dataSetUrl(q: { appId: string; widgetId?: string; dataSetId?: string; range: DayRange; group: Grouping | null }): string {
  return buildUrl(PATHS.dataSet, {
    appId: q.appId,
    ...(q.widgetId ? { widgetId: q.widgetId } : {}),
    ...(q.dataSetId ? { dataSetId: q.dataSetId } : {}),
    ...(q.range.start ? { start: q.range.start } : {}),
    ...(q.range.end ? { end: q.range.end } : {}),
    ...(q.group ? { group: q.group } : {}),
  });
}
