import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { exportRecords } from '../../../api/records';
import { useChange } from '../../../data';
import { fillText } from '../../../domain/messages';
import { dataActionLabel, type FilterCondition, type SortOrder } from '../../../domain/records';
import { canOpenAfterDownload, downloadFile, openDownloaded } from '../../../platform/file-transfer';
import { PATHS } from '../../../routes';
import { Button } from '../../../ui/Button';
import { RECORDS_TEXT, searchableFields, type RecordsContext } from '../parts/record-view';

export interface ListQuery {
  sort: SortOrder[];
  keyword: string;
  conditions: readonly FilterCondition[];
}

/**
 * The list's own actions, each offered only when the permissions grant it (spec §3 operations, §5 "Form submission is
 * allowed only if a permission with businessKey create exists"): 新建 opens the form for a new record; 导出 makes
 * the records the list shows (its sort, keyword and filter) into a spreadsheet, which H5 saves as a download and the
 * mini program downloads and opens (openDocument, whose menu shares or saves it).
 */
export function ListActions({ ctx, query }: { ctx: RecordsContext; query: ListQuery }) {
  const create = ctx.actions.includes('create');
  const exporting = useChange({
    mutationFn: async () => {
      const file = await exportRecords(ctx.appId, ctx.appType, {
        formId: ctx.formId,
        sort: query.sort,
        keyword: query.keyword,
        fields: searchableFields(ctx.fields),
        conditions: query.conditions,
      });
      const downloaded = await downloadFile({ url: file.downloadUrl, name: file.name });
      if (canOpenAfterDownload) await openDownloaded(downloaded, 'xlsx');
      return file;
    },
    onSuccess: (file) =>
      void Taro.showToast({ title: fillText(RECORDS_TEXT.exported, String(file.rows)), icon: 'none' }),
    // The request layer has toasted a refused export; a failed download is said here.
    onError: (error) => {
      console.warn('[lists] export failed', error);
      if (!(error as { status?: unknown }).status)
        void Taro.showToast({ title: RECORDS_TEXT.exportFailed, icon: 'none' });
    },
  });
  if (!create && !ctx.actions.includes('export')) return null;
  const open = () =>
    void Taro.navigateTo({
      url: `${PATHS.formInfo}?appId=${encodeURIComponent(ctx.appId)}&formId=${encodeURIComponent(ctx.formId)}`,
    });
  return (
    <View className="records__actions">
      {create ? (
        <Button type="primary" size="small" onClick={open}>
          <Text>{dataActionLabel('create')}</Text>
        </Button>
      ) : null}
      {ctx.actions.includes('export') ? (
        <Button
          size="small"
          loading={exporting.isPending}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          <Text>{dataActionLabel('export')}</Text>
        </Button>
      ) : null}
    </View>
  );
}
