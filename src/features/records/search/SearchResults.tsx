/**
 * The Search screen's results: the count, then each record as the Lists screen shows it (its code, then its first
 * lines, an image field's first picture as a thumbnail: records/record-display `recordLines`, records.css), each a
 * link to its Detail; loading, empty, failed
 * and more-to-load states.
 */
import { Text, View } from '@tarojs/components';

import { SEARCH_TEXT } from './search-text';
import type { Results } from './use-search';
import type { FlatField } from '../../../domain/form-engine';
import type { FlatRecord } from '../../../domain/records';
import { Button } from '../../../ui/Button';
import { recordLines } from '../parts/record-view';
import { RecordItem } from '../parts/RecordItem';

/** Lines of each result (the detail shows all). */
const LINES_PER_RESULT = 4;


export interface SearchResultsProps {
  results: Results;
  fields: readonly FlatField[];
  onOpen: (row: FlatRecord) => void;
  onRetry: () => void;
  onMore: () => void;
}

export function SearchResults({ results, fields, onOpen, onRetry, onMore }: SearchResultsProps) {
  if (results.status === 'idle') return <Text className="records__footer">{SEARCH_TEXT.idle}</Text>;
  if (results.status === 'loading') {
    return (
      <Text className="records__footer" role="status">
        {SEARCH_TEXT.searching}
      </Text>
    );
  }
  if (results.status === 'failed') {
    return (
      <View className="records__footer" role="alert">
        <Text>{SEARCH_TEXT.failed}</Text>
        <Button size="small" onClick={onRetry}>
          <Text>{SEARCH_TEXT.retry}</Text>
        </Button>
      </View>
    );
  }
  return (
    <View>
      <Text className="records__total" role="status">
        {SEARCH_TEXT.total.replace('{x}', String(results.total))}
      </Text>
      <View role="list" aria-label={SEARCH_TEXT.results}>
        {results.rows.map((row, i) => {
          const open = () => onOpen(row);
          return (
            <View key={row.id} className="search-result" role="listitem" aria-setsize={results.total} aria-posinset={i + 1} data-testid="search-result" onClick={open}>
              <RecordItem title={String(row.code ?? row.id)} lines={recordLines(row, fields, LINES_PER_RESULT, undefined, true)} onOpen={open} />
            </View>
          );
        })}
      </View>
      {results.moreFailed ? (
        <View className="records__footer">
          <Button size="small" onClick={onMore}>
            <Text>{SEARCH_TEXT.retry}</Text>
          </Button>
        </View>
      ) : (
        <Text className="records__footer">
          {results.more ? SEARCH_TEXT.loadingMore : results.rows.length === 0 ? SEARCH_TEXT.empty : results.done ? SEARCH_TEXT.noMore : ''}
        </Text>
      )}
    </View>
  );
}
