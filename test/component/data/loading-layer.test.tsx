/**
 * The loading layer (src/data): the answer for the key on screen wins, keys live in the current organisation's part
 * of the cache, and an organisation switch empties it.
 */
import { act, render, screen } from '@testing-library/react';

import { queryClient, rowsOf, scopedKey, useLoad, usePagedLoad } from '../../../src/data';
import { useSession } from '../../../src/stores/session';
import { clearTenantScope } from '../../../src/stores/tenant-scope';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Shows({ word, loads }: { word: string; loads: Map<string, Deferred<string>> }) {
  const load = useLoad(['echo', word], () => loads.get(word)!.promise);
  if (load.isPending) return <p>loading {word}</p>;
  if (load.isError) return <p>failed: {load.error.message}</p>;
  return <p>answer {load.data}</p>;
}

beforeEach(() => {
  queryClient.clear();
  useSession.setState({ tenantId: '1001', idToken: null });
});

test('only the answer for the key on screen is shown, even when an older one arrives last', async () => {
  const loads = new Map([
    ['a', deferred<string>()],
    ['b', deferred<string>()],
  ]);
  const view = render(<Shows word="a" loads={loads} />);
  expect(screen.getByText('loading a')).toBeTruthy();
  view.rerender(<Shows word="b" loads={loads} />);
  await act(async () => loads.get('b')!.resolve('B'));
  expect(await screen.findByText('answer B')).toBeTruthy();
  await act(async () => loads.get('a')!.resolve('A'));
  expect(screen.getByText('answer B')).toBeTruthy();
  expect(screen.queryByText('answer A')).toBeNull();
});

test('a failure is the screen’s to show, and is not retried behind its back', async () => {
  const loads = new Map([['x', deferred<string>()]]);
  let calls = 0;
  function Counting() {
    const load = useLoad(['fail'], () => {
      calls += 1;
      return loads.get('x')!.promise;
    });
    return <p>{load.isError ? `failed: ${load.error.message}` : 'waiting'}</p>;
  }
  render(<Counting />);
  await act(async () => loads.get('x')!.reject(new Error('网络异常')));
  expect(await screen.findByText('failed: 网络异常')).toBeTruthy();
  expect(calls).toBe(1);
});

test('keys are scoped to the current organisation, and switching organisation empties the cache', async () => {
  expect(scopedKey(['apps'])).toEqual(['1001', 'apps']);
  await queryClient.fetchQuery({ queryKey: scopedKey(['apps']), queryFn: async () => ['app of 1001'] });
  expect(queryClient.getQueryData(['1001', 'apps'])).toEqual(['app of 1001']);
  clearTenantScope();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  useSession.setState({ tenantId: '1002' });
  expect(scopedKey(['apps'])).toEqual(['1002', 'apps']);
});

test('a paged list loads page after page until the last', async () => {
  const pages: Record<number, string[]> = { 1: ['r1', 'r2'], 2: ['r3'] };
  let more: (() => Promise<unknown>) | null = null;
  function Rows() {
    const load = usePagedLoad(['rows'], async (page) => ({ rows: pages[page] ?? [], next: page < 2 ? page + 1 : undefined }));
    more = () => load.fetchNextPage();
    return <p>{`${rowsOf(load).join(',')}|${load.hasNextPage ? 'more' : 'end'}`}</p>;
  }
  render(<Rows />);
  expect(await screen.findByText('r1,r2|more')).toBeTruthy();
  await act(async () => {
    await more!();
  });
  expect(await screen.findByText('r1,r2,r3|end')).toBeTruthy();
});
