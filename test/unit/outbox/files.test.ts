import { callWithUploads, type KeptFileRef } from '@/domain/outbox/files';
import { replay, type OutboxEntry, type OutboxFile, type OutboxOwner, type ReplayOutcome, type UploadOutcome } from '@/domain/outbox/queue';
import { keptFilesIn } from '@/domain/outbox/stand-ins';

const ALICE: OutboxOwner = { userId: 'u-alice', tenantId: 't-1' };
const kept = (n: number): KeptFileRef => ({ fileId: `outbox:wareFile:${n}`, name: `p${n}.jpg`, url: `blob:${n}`, kept: `wareFile:${n}` });
const STORED = { fileId: 'f-1', name: 'p1.jpg', url: '/api/storage/f-1' };

describe('kept files in an input: found wherever they are, replaced by the stored file once uploaded', () => {
  const content = {
    input_title: '巡检',
    uploadImg_photos: [{ fileId: 'f-0', name: 'old.jpg', url: '/api/storage/f-0' }, kept(1)],
    subform_items: [{ uploadFile_doc: [kept(2)] }, { uploadFile_doc: [kept(1)] }],
  };

  it('every stand-in once, sub-form rows included; stored files and other values are not kept files', () => {
    expect(keptFilesIn({ content })).toEqual([
      { id: 'outbox:wareFile:1', name: 'p1.jpg', kept: 'wareFile:1' },
      { id: 'outbox:wareFile:2', name: 'p2.jpg', kept: 'wareFile:2' },
    ]);
    expect(keptFilesIn({ content: { a: [{ fileId: 'outbox:x', name: 'x' }], b: 'outbox:y' } })).toEqual([]);
  });

  it('the call sent carries the stored file in each place of an uploaded one; one not uploaded yet stays as it is', () => {
    const files: OutboxFile[] = [{ ...keptFilesIn({ content })[0]!, uploaded: STORED }, keptFilesIn({ content })[1]!];
    const call = callWithUploads({ method: 'POST', path: '/x', data: { content, requestId: 'k' } }, files);
    const sent = (call.data as { content: typeof content }).content;
    expect(sent.uploadImg_photos).toEqual([content.uploadImg_photos[0], STORED]);
    expect(sent.subform_items).toEqual([{ uploadFile_doc: [kept(2)] }, { uploadFile_doc: [STORED] }]);
    expect(call.data).toMatchObject({ requestId: 'k' });
  });
});

describe('replay with kept files: uploaded before the call, each exactly once', () => {
  const entry = (): OutboxEntry => {
    const data = { content: { uploadImg_photos: [kept(1), kept(2)] }, requestId: 'k-1' };
    return {
      key: 'k-1',
      owner: ALICE,
      kind: 'submit',
      subject: 'form:1',
      call: { method: 'POST', path: '/x', data },
      label: '提交 · 巡检',
      queuedAt: 0,
      state: 'pending',
      attempts: 0,
      files: keptFilesIn(data),
    };
  };

  function device(uploads: UploadOutcome[], sends: ReplayOutcome[]) {
    const uploaded: string[] = [];
    const sent: unknown[] = [];
    let stored: OutboxEntry[] = [];
    const ports = {
      upload: async (file: OutboxFile) => {
        uploaded.push(file.name);
        return uploads.shift() ?? { kind: 'uploaded' as const, file: { fileId: `s-${file.name}`, name: file.name, url: `/s/${file.name}` } };
      },
      send: async (e: OutboxEntry) => {
        sent.push(e.call.data);
        return sends.shift() ?? { kind: 'done' as const };
      },
      save: async (list: OutboxEntry[]) => void (stored = list),
    };
    return { uploaded, sent, ports, stored: () => stored };
  }

  it('uploads each file, then sends the call with the stored files in their places', async () => {
    const d = device([], []);
    const left = await replay([entry()], ALICE, d.ports);
    expect(d.uploaded).toEqual(['p1.jpg', 'p2.jpg']);
    expect(d.sent).toEqual([{ content: { uploadImg_photos: [{ fileId: 's-p1.jpg', name: 'p1.jpg', url: '/s/p1.jpg' }, { fileId: 's-p2.jpg', name: 'p2.jpg', url: '/s/p2.jpg' }] }, requestId: 'k-1' }]);
    expect(left).toEqual([]);
  });

  it('the network gone after the first upload: that one is kept as uploaded (saved), the next replay uploads the second only', async () => {
    const d = device([{ kind: 'uploaded', file: STORED }, { kind: 'offline' }], []);
    const left = await replay([entry()], ALICE, d.ports);
    expect(d.sent).toEqual([]);
    expect(d.stored()[0]!.files!.map((f) => f.uploaded ?? null)).toEqual([STORED, null]);
    const again = device([], []);
    await replay(left, ALICE, again.ports);
    expect(again.uploaded).toEqual(['p2.jpg']);
    expect(again.sent).toHaveLength(1);
  });

  it('the submit fails after the uploads (server busy): the next replay sends it without uploading again', async () => {
    const d = device([], [{ kind: 'later' }]);
    const left = await replay([entry()], ALICE, d.ports);
    expect(left[0]!.files!.every((f) => f.uploaded)).toBe(true);
    const again = device([], []);
    await replay(left, ALICE, again.ports);
    expect(again.uploaded).toEqual([]);
    expect(again.sent).toEqual(d.sent);
  });

  it('an upload the server refuses fails the entry with its message, and the call is not sent', async () => {
    const d = device([{ kind: 'refused', message: '文件类型不允许' }], []);
    const left = await replay([entry()], ALICE, d.ports);
    expect(d.sent).toEqual([]);
    expect(left[0]).toMatchObject({ state: 'failed', failure: '文件类型不允许' });
  });
});
