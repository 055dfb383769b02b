/**
 * An editor whose code loads as a chunk of its own (H5: registry.h5.ts). Until it arrives the field shows 加载中...
 * under its label; a failed load says so with 重试, which asks for the chunk again (webpack forgets a failed chunk).
 * The field's value lives in the form session, not here, so nothing typed anywhere is lost while it loads or fails.
 *
 * The load state is kept per editor at module level: a second field of the same family, a sub-form row or a second
 * visit to the form uses the loaded code at once, without a placeholder.
 */
import { Text, View } from '@tarojs/components';
import { useEffect, useSyncExternalStore } from 'react';

import type { Editor } from './types';
import { displayText } from '../../../domain/form-engine';
import { LOADING_TEXT } from '../../../domain/messages';
import { Button } from '../../../ui/Button';

export const LAZY_EDITOR_TEXT = {
  loading: LOADING_TEXT,
  failed: '控件加载失败，请检查网络后重试',
  retry: '重试',
} as const;

type EditorProps = Parameters<Editor>[0];

/** `ready` once loaded; `waiting` before the first load and while one runs (both show the placeholder). */
type LoadState = { phase: 'waiting' } | { phase: 'ready'; editor: Editor } | { phase: 'failed' };

export interface LazyEditor {
  /** The editor to put in the registry: the loaded one, or its placeholder / failure until then. */
  editor: Editor;
  /** Starts loading (once; again after a failure); settles when the load has. */
  preload: () => Promise<void>;
}

export function lazyEditor(load: () => Promise<Editor>): LazyEditor {
  let state: LoadState = { phase: 'waiting' };
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LoadState) => {
    state = next;
    for (const l of listeners) l();
  };
  const preload = (): Promise<void> => {
    if (state.phase === 'ready') return Promise.resolve();
    if (loading) return loading;
    if (state.phase === 'failed') set({ phase: 'waiting' });
    loading = load().then(
      (editor) => {
        loading = null;
        set({ phase: 'ready', editor });
      },
      (error: unknown) => {
        loading = null;
        console.warn('[form-renderer] editor failed to load', error);
        set({ phase: 'failed' });
      },
    );
    return loading;
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  const snapshot = () => state;

  function LazyField(props: EditorProps) {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    // A field rendered without the form asking first (a sub-form cell, a screen that did not preload) starts it here.
    useEffect(() => void preload(), []);
    if (current.phase === 'ready') return current.editor(props);
    if (current.phase === 'waiting') {
      return (
        <Text id={props.id} className="form-field__readonly form-field__placeholder" role="status">
          {LAZY_EDITOR_TEXT.loading}
        </Text>
      );
    }
    return (
      <View id={props.id} className="form-field__load-failed" role="alert">
        <Text className="form-field__readonly">{displayText(props.field, props.value)}</Text>
        <Text className="form-field__error">{LAZY_EDITOR_TEXT.failed}</Text>
        <Button size="small" onClick={() => void preload()}>
          {LAZY_EDITOR_TEXT.retry}
        </Button>
      </View>
    );
  }
  // Always the same component, loaded or not: the field's elements keep their state (focus, an open sheet) when the
  // form renders again after the code arrived.
  const editor: Editor = (props) => <LazyField {...props} />;
  return { editor, preload };
}
