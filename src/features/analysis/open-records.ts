import Taro from '@tarojs/taro';

import type { Figures } from '../../api/analysis';
import { figureConditions, type DayRange } from '../../domain/analysis';
import { buildUrl } from '../../domain/navigation';
import { encodeListFilter } from '../../domain/records/list-filter';
import { PATHS } from '../../routes';

/**
 * 查看数据: the records behind one figure (row `index`; null: every record of a widget without a dimension) in the
 * lists screen, which reads them by the record rule (only the rows and fields the caller may read).
 */
export function openFigureRecords(target: { appId: string; formId?: string | null | undefined }, figures: Figures, index: number | null, range: DayRange): void {
  if (!target.formId) return;
  const source = { dimension: figures.dimension, dateField: figures.dateField };
  const conditions = figureConditions(source, index === null ? null : (figures.rows[index]?.key ?? null), range);
  void Taro.navigateTo({ url: buildUrl(PATHS.lists, { appId: target.appId, formId: target.formId, ...(conditions.length ? { filter: encodeListFilter(conditions) } : {}) }) });
}
