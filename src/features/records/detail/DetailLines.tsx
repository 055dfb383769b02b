import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { DetailAttachments, DetailImages } from './DetailFiles';
import { LocationLink } from './LocationLink';
import { DETAIL_TEXT } from './text';
import { memberNames } from '../../../api/record-extras';
import { useLoad } from '../../../data';
import { detailFields, pendingNames, recordFiles, userIdsToName, type FlatRecord } from '../../../domain/records';
import { EMPTY_LABEL } from '../../../domain/time/date-display';
import { Button } from '../../../ui/Button';
import { RichTextView, useRichText } from '../../portal';
import type { FieldLine } from '../parts/record-display';
import { recordLines, type RecordsContext } from '../parts/record-view';

/**
 * The names of the people the record names only by id (its owner), from the organisation's members the caller may
 * read. Until they arrive the lines show a neutral mark; a person no member list names (or a failed lookup) reads
 * 未知用户: never the id.
 */
function usePeopleNames(record: FlatRecord) {
  const ids = userIdsToName(record).sort();
  const names = useLoad(['member-names', ...ids], () => memberNames(ids), { enabled: ids.length > 0, freshFor: 5 * 60_000 });
  return names.data ?? (names.isPending && ids.length ? pendingNames(ids) : undefined);
}

/** A rich-text field as it was written (bold, lists, headings), through the one sanitiser's tree. */
function DetailRichText({ html }: { html: string }) {
  const { nodes } = useRichText(html);
  return <RichTextView nodes={nodes} className="records__value" testId="detail-rich-text" />;
}

/**
 * A record's fields on its detail: the ones its form's linkage hid for this record are left out, and the empty ones
 * (未填写) wait behind one button, so a long form with a few answers reads as its answers first (as on Jiandaoyun's
 * and Mingdao's phones); the system fields follow the form's, people by name. Image fields show thumbnails that open
 * the image viewer, attachment fields their files' names, which open them.
 */
export function DetailLines({ ctx, record }: { ctx: RecordsContext; record: FlatRecord }) {
  const [showEmpty, setShowEmpty] = useState(false);
  const names = usePeopleNames(record);
  const lines = recordLines(record, detailFields(ctx.fields, ctx.fieldStateSettings, record), undefined, names);
  const empty = lines.filter((line) => line.text === EMPTY_LABEL);
  const typeOf = new Map(ctx.fields.map((f) => [f.key, f.type]));
  const value = (l: FieldLine) => {
    const type = typeOf.get(l.key);
    const files = type === 'uploadImg' || type === 'uploadFile' ? recordFiles(record[l.key], type === 'uploadImg' ? 'image' : 'file') : [];
    if (files.length && type === 'uploadImg') return <DetailImages label={l.label} files={files} />;
    if (files.length) return <DetailAttachments files={files} appId={ctx.appId} />;
    if (type === 'editor' && l.text !== EMPTY_LABEL) return <DetailRichText html={String(record[l.key])} />;
    return (
      <>
        <Text className="records__value">{l.text}</Text>
        {type === 'fixedPosition' ? <LocationLink label={l.label} value={record[l.key]} /> : null}
      </>
    );
  };
  const line = (l: FieldLine) => (
    <View key={l.key} className="records__line" data-testid="detail-line">
      <Text className="records__label">{l.label}</Text>
      {value(l)}
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
