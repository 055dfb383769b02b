import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { LocationLink } from './LocationLink';
import { DETAIL_TEXT } from './text';
import { detailFields, type FlatRecord } from '../../../domain/records';
import { EMPTY_LABEL } from '../../../domain/time/date-display';
import { Button } from '../../../ui/Button';
import type { FieldLine } from '../parts/record-display';
import { recordLines, type RecordsContext } from '../parts/record-view';

/**
 * A record's fields on its detail: the ones its form's linkage hid for this record are left out, and the empty ones
 * (未填写) wait behind one button, so a long form with a few answers reads as its answers first (as on Jiandaoyun's
 * and Mingdao's phones); the system fields follow the form's.
 */
export function DetailLines({ ctx, record }: { ctx: RecordsContext; record: FlatRecord }) {
  const [showEmpty, setShowEmpty] = useState(false);
  const lines = recordLines(record, detailFields(ctx.fields, ctx.fieldStateSettings, record));
  const empty = lines.filter((line) => line.text === EMPTY_LABEL);
  const locationKeys = new Set(ctx.fields.filter((f) => f.type === 'fixedPosition').map((f) => f.key));
  const line = (l: FieldLine) => (
    <View key={l.key} className="records__line" data-testid="detail-line">
      <Text className="records__label">{l.label}</Text>
      <Text className="records__value">{l.text}</Text>
      {locationKeys.has(l.key) ? <LocationLink label={l.label} value={record[l.key]} /> : null}
    </View>
  );
  return (
    <>
      {lines.filter((l) => showEmpty || l.text !== EMPTY_LABEL).map(line)}
      {empty.length ? (
        <Button className="records__empty-toggle" size="small" fill="none" aria-expanded={showEmpty} onClick={() => setShowEmpty(!showEmpty)}>
          {showEmpty ? DETAIL_TEXT.hideEmpty : DETAIL_TEXT.showEmpty.replace('{x}', String(empty.length))}
        </Button>
      ) : null}
    </>
  );
}
