import Taro from '@tarojs/taro';
import type { ReactNode } from 'react';

import { OfflineNote, type OfflineState } from './OfflineNote';
import { RetryView } from './RetryView';
import { SIGN_IN_TO_SEE_TEXT } from '../domain/messages';
import { signInAddress } from '../platform/navigate';


/** A failure that is the server asking who this is (401): the way forward is signing in, not trying again. */
const needsSignIn = (error: Error | null) => (error as { status?: unknown } | null)?.status === 401;

/** What `Loaded` needs of a load (src/data's useLoad answers it): ui/ stays free of the data layer. */
export interface LoadState<T> extends OfflineState {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * The three views of anything loaded: nothing while it loads (the route loading view and the request layer's 1 s
 * indicator already say something is happening, and a blank avoids a flash on fast answers), the retry view with
 * the screen's own words when it failed, the content once it is there. What is on screen stays there when loading
 * it again fails (back to the page, the app to the foreground): the request layer has said why, and the retry view
 * is for a screen that has nothing to show. A screen opened signed out (a shared link) whose data needs a signed-in
 * user offers 登录 instead, which comes back to it with its address whole. Offline, what shows is the last answer
 * kept on the device, and a note says so and how old it is (离线 · 10分钟前).
 */
export function Loaded<T>({
  load,
  failed,
  children,
}: {
  load: LoadState<T>;
  /** The retry view's title; given the error, for screens whose words depend on it. */
  failed: string | ((error: Error) => string);
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'pending') return null;
  if (load.status === 'error' && load.data === undefined) {
    if (needsSignIn(load.error)) return <RetryView title={SIGN_IN_TO_SEE_TEXT.title} label={SIGN_IN_TO_SEE_TEXT.signIn} onRetry={() => Taro.redirectTo({ url: signInAddress() })} />;
    const title = typeof failed === 'string' ? failed : failed(load.error ?? new Error());
    return <RetryView title={title} onRetry={() => load.refetch()} />;
  }
  return (
    <>
      <OfflineNote load={load} />
      {children(load.data as T)}
    </>
  );
}
