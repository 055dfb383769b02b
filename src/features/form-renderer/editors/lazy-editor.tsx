/**
 * Code that loads as a chunk of its own (H5: registry.h5.ts): the heavy editor families, and the record picker of
 * 关联数据. Until it arrives its place shows 加载中...; a failed load says so with 重试, which asks for the chunk again
 * (webpack forgets a failed chunk). A field's value lives in the form session, not here, so nothing typed anywhere is
 * lost while an editor loads or fails.
 *
 * The load state is kept per chunk at module level: a second field of the same family, a sub-form row or a second
 * visit to the form uses the loaded code at once, without a placeholder.
 */
import { Text, View } from '@tarojs/components';
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

import type { HeavyFamily } from './light-editors';
import type { Editor } from './types';
import { displayText } from '../../../domain/form-engine';
import { LOADING_TEXT } from '../../../domain/messages';
import { Button } from '../../../ui/Button';

export const LAZY_EDITOR_TEXT = {
  loading: LOADING_TEXT,
  failed: '控件加载失败，请检查网络后重试',
  retry: '重试',
} as const;

/** What stands in for the code: while it loads, and when its load failed (`retry` asks again). */
interface StandIns<P> {
  waiting: (props: P) => JSX.Element;
  failed: (props: P, retry: () => void) => JSX.Element;
}

/** `ready` once loaded; `waiting` before the first load and while one runs (both show the placeholder). */
type LoadState<P> = { phase: 'waiting' } | { phase: 'ready'; Loaded: ComponentType<P> } | { phase: 'failed' };

export interface Lazy<P> {
  /** Renders the loaded code, or what stands in for it until then. */
  view: (props: P) => JSX.Element;
  /** Starts loading (once; again after a failure); settles when the load has. */
  preload: () => Promise<void>;
}

/** The failure's message and 重试, after what `children` shows (an editor: the value read-only). */
function LoadFailed({ id, retry, children }: { id?: string; retry: () => void; children?: JSX.Element }) {
  return (
    <View id={id} className="form-field__load-failed" role="alert">
      {children}
      <Text className="form-field__error">{LAZY_EDITOR_TEXT.failed}</Text>
      <Button size="small" onClick={retry}>
        {LAZY_EDITOR_TEXT.retry}
      </Button>
    </View>
  );
}

/** A placeholder line while it loads; the failure with 重试. */
const PLAIN: StandIns<object> = {
  waiting: () => (
    <Text className="form-field__placeholder" role="status">
      {LAZY_EDITOR_TEXT.loading}
    </Text>
  ),
  failed: (_props, retry) => <LoadFailed retry={retry} />,
};

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, standIns: StandIns<P> = PLAIN): Lazy<P> {
  let state: LoadState<P> = { phase: 'waiting' };
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LoadState<P>) => {
    state = next;
    for (const l of listeners) l();
  };
  const preload = (): Promise<void> => {
    if (state.phase === 'ready') return Promise.resolve();
    if (loading) return loading;
    if (state.phase === 'failed') set({ phase: 'waiting' });
    loading = load().then(
      (Loaded) => {
        loading = null;
        set({ phase: 'ready', Loaded });
      },
      (error: unknown) => {
        loading = null;
        console.warn('[form-renderer] code failed to load', error);
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
  const retry = () => void preload();

  function LazyPart(props: P) {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    // Rendered without anyone asking first (a sub-form cell, a screen that did not preload): it starts here.
    useEffect(() => void preload(), []);
    if (current.phase === 'ready') return <current.Loaded {...props} />;
    return current.phase === 'waiting' ? standIns.waiting(props) : standIns.failed(props, retry);
  }
  // Always the same component, loaded or not: its elements keep their state (focus, an open sheet) when the page
  // renders again after the code arrived.
  return { view: (props) => <LazyPart {...props} />, preload };
}

export interface LazyEditor {
  /** The editor to put in the registry: the loaded one, or its placeholder / failure until then. */
  editor: Editor;
  preload: () => Promise<void>;
}

/**
 * An editor family's chunk. Its placeholder, under the field's label, takes the height of the empty editor it
 * becomes (`form-field__pending--{family}`, form-renderer.css), so the page does not shift when the code arrives.
 */
export function lazyEditor(family: HeavyFamily, load: () => Promise<Editor>): LazyEditor {
  const { view, preload } = lazyPart(load, {
    waiting: (props) => (
      <Text id={props.id} className={`form-field__readonly form-field__placeholder form-field__pending--${family}`} role="status">
        {LAZY_EDITOR_TEXT.loading}
      </Text>
    ),
    failed: (props, retry) => (
      <LoadFailed id={props.id} retry={retry}>
        <Text className="form-field__readonly">{displayText(props.field, props.value)}</Text>
      </LoadFailed>
    ),
  });
  return { editor: view, preload };
}
