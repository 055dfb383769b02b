/**
 * The control registry on H5 (registry.ts is the mini program's, which cannot load code across packages later).
 * The families every form is made of (typed, choosing, dates: light-editors.ts) come with the form page; the heavy
 * ones (uploads with their image compressor, the people pickers, relations, address, location) load as chunks of
 * their own, only when a form names such a field (preloadEditors, as the form's model arrives), so a form without
 * them never downloads them and their code is evaluated in tasks of its own rather than in the page's first one.
 * The record picker of 关联数据 (features/form) loads the same way, once the form shows that section.
 */
import { lazyEditor, lazyPart, type LazyEditor } from './lazy-editor';
import { editorLookup, type HeavyFamily } from './light-editors';
import { editorFamily, type FlatField } from '../../../domain/form-engine';

const relations = () => import('../relations/editors');

const LAZY: Readonly<Record<HeavyFamily, LazyEditor>> = {
  upload: lazyEditor('upload', async () => (await import('./upload')).uploadEditor),
  picker: lazyEditor('picker', async () => (await import('../pickers/editor')).pickerEditor),
  association: lazyEditor('association', async () => (await relations()).associationEditor),
  linkquery: lazyEditor('linkquery', async () => (await relations()).linkQueryEditor),
  rows: lazyEditor('rows', async () => (await relations()).rowsEditor),
  address: lazyEditor('address', async () => (await relations()).addressEditor),
  position: lazyEditor('position', async () => (await relations()).positionEditor),
};

/** The editor of a control type; null for layout, dividers and types the spec does not name. */
export const editorOf = editorLookup({
  upload: LAZY.upload.editor,
  picker: LAZY.picker.editor,
  association: LAZY.association.editor,
  linkquery: LAZY.linkquery.editor,
  rows: LAZY.rows.editor,
  address: LAZY.address.editor,
  position: LAZY.position.editor,
});

/** Starts loading the editors a form's fields need, before they render; settles when they have loaded or failed. */
export async function preloadEditors(fields: readonly FlatField[]): Promise<void> {
  const families = new Set(fields.map((f) => editorFamily(f.type)));
  await Promise.all([...families].filter((f): f is HeavyFamily => !!f && f in LAZY).map((f) => LAZY[f].preload()));
}

const recordPicker = lazyPart(async () => (await import('../relations/RecordPicker')).RecordPicker);

/** The records of another form to choose from (关联数据); 加载中... until its code has arrived. */
export const RecordPicker = recordPicker.view;

/** Starts loading the record picker, before it is opened. */
export const preloadRecordPicker = recordPicker.preload;
