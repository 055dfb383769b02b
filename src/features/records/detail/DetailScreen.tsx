import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { AssociationsSection } from './AssociationsSection';
import { ChangeLogSection } from './ChangeLogSection';
import { CollaboratorsSection } from './CollaboratorsSection';
import { CommentsSection } from './CommentsSection';
import { DetailLines } from './DetailLines';
import { RecordActions } from './RecordActions';
import { DETAIL_TEXT } from './text';
import { useDetailExtras, useDetailRecord } from './use-detail';
import type { RecordTarget } from '../../../api/record-extras';
import { deleteRecord } from '../../../api/records';
import { invalidate, useChange, useReloadOnShow } from '../../../data';
import { dataActionLabel, detailActions, type FlatRecord } from '../../../domain/records';
import { paramOf } from '../../../domain/routing/page-option';
import { useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { ErrorView } from '../../../ui/ErrorView';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { useShareCard } from '../../share';
import { ProcessSection } from '../../todo';
import { RECORDS_TEXT, loadFailedText, type RecordsContext } from '../parts/record-view';
import '../parts/records.css';
import './detail.css';

/** Gone, deleted, archived or not the user's: the reason and the way back. */
function Unavailable({ message }: { message: string }) {
  return (
    <ErrorView
      title={message}
      actions={
        <Button onClick={() => void Taro.navigateBack().catch(() => undefined)}>
          <Text>{RECORDS_TEXT.back}</Text>
        </Button>
      }
    />
  );
}

/**
 * Detail (alias /app/view/detail): the flattened record (form fields with option labels and dates, then the system
 * fields; 未填写 when empty); its actions by operation permission (edit, copy, print, custom buttons, delete /
 * archive: domain/records detailActions); the change log; collaborators; the comments when the form has them on.
 * Coming back to the page (after an edit) reloads the record.
 */
export default function Detail() {
  const { params } = useRouter();
  const dataId = paramOf(params.dataId) ?? '';
  const record = useDetailRecord(paramOf(params.appId), paramOf(params.formId), dataId);
  useShareCard({ title: record.data?.kind === 'missing' ? null : record.data?.ctx.formName });
  // Back from the form (an edit): the record and its change log load again. Here and not in the record's part: a
  // part mounted after the page's first show would take the next show for its first.
  // Back from the form: the record, its extras and its 关联数据 (an edit saves the rows picked on the form) are read again.
  useReloadOnShow({ refetch: (options) => Promise.all([record.refetch(options), invalidate(['record-extras']), invalidate(['associations'])]) });
  return (
    <Screen className="records">
      <Loaded load={record} failed={loadFailedText}>
        {(view) => (view.kind === 'missing' ? <Unavailable message={view.message} /> : <RecordDetail ctx={view.ctx} record={view.record} collaborator={view.collaborator} reload={record.refetch} />)}
      </Loaded>
    </Screen>
  );
}

function RecordDetail({ ctx, record, collaborator, reload }: { ctx: RecordsContext; record: FlatRecord; collaborator: boolean; reload: () => Promise<unknown> }) {
  const me = useSession((s) => s.userId);
  const extras = useDetailExtras(ctx, record.id);
  const refresh = () => Promise.all([reload(), extras.refetch()]).then(() => undefined);

  const target: RecordTarget = { appId: ctx.appId, formId: ctx.formId, dataId: record.id, appType: ctx.appType };
  const templates = extras.data?.templates ?? [];
  const actions = detailActions(ctx.actions, { collaborator, templates: templates.length });
  const removal = actions.find((a) => a === 'delete' || a === 'archive');
  // The request layer has toasted a failed delete's message; the record stays on screen.
  const remove = useChange({
    mutationFn: () => deleteRecord(ctx.appId, ctx.formId, ctx.appType, record.id),
    onSuccess: () => void Taro.showToast({ title: removal === 'delete' ? RECORDS_TEXT.deleted : RECORDS_TEXT.archived, icon: 'success' }),
  });
  const confirmRemove = async () => {
    if (!removal) return;
    const answer = await Taro.showModal({ title: dataActionLabel(removal), content: removal === 'delete' ? RECORDS_TEXT.confirmDelete : RECORDS_TEXT.confirmArchive });
    if (answer.confirm) remove.mutate();
  };

  if (remove.isSuccess) return <Unavailable message={removal === 'delete' ? RECORDS_TEXT.deleted : RECORDS_TEXT.archived} />;
  return (
    <>
      <View className="records__card" role="region" aria-label={record.code ?? record.id}>
        <Text className="records__title">{record.code ?? record.id}</Text>
        <DetailLines ctx={ctx} record={record} />
      </View>
      {collaborator ? <Text className="records__footer">{DETAIL_TEXT.asCollaborator}</Text> : null}
      <RecordActions target={target} actions={actions} buttons={extras.data?.buttons ?? []} templates={templates} onRemove={() => void confirmRemove()} onChanged={refresh} />
      {typeof record.processInstanceId === 'string' ? <ProcessSection processInstanceId={record.processInstanceId} /> : null}
      {ctx.engine === 'current' ? <AssociationsSection appId={ctx.appId} formId={ctx.formId} dataId={record.id} canEdit={actions.includes('edit')} /> : null}
      <ChangeLogSection entries={extras.data?.log ?? []} failed={extras.data?.log === null} />
      <CollaboratorsSection target={target} canInvite={actions.includes('invite')} me={me} />
      <CommentsSection ctx={ctx} dataId={record.id} />
    </>
  );
}
