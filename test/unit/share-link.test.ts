import { shareCode, shareLink, type ShareLinkInput } from '@/domain/routing/share-link';

describe('shareLink (spec §2: {host}/?Appid={appId}&code={index|search|list}&viewId={viewId})', () => {
  it.each<{ case: string; input: ShareLinkInput; expected: string }>([
    {
      case: 'search page (internal path) gives search',
      input: { host: 'https://m.example.com', appId: 'a1', viewId: 'v1', page: '/pagesB/view/search' },
      expected: 'https://m.example.com/?Appid=a1&code=search&viewId=v1',
    },
    {
      case: 'search page (alias) gives search',
      input: { host: 'https://m.example.com', appId: 'a1', viewId: 'v1', page: '/app/view/search?k=1' },
      expected: 'https://m.example.com/?Appid=a1&code=search&viewId=v1',
    },
    {
      case: 'lists page gives list',
      input: { host: 'https://m.example.com', appId: 'a1', viewId: 'v1', page: 'pagesB/view/lists' },
      expected: 'https://m.example.com/?Appid=a1&code=list&viewId=v1',
    },
    {
      case: 'lists alias gives list',
      input: { host: 'https://m.example.com', appId: 'a1', viewId: 'v1', page: '/app/view/lists' },
      expected: 'https://m.example.com/?Appid=a1&code=list&viewId=v1',
    },
    {
      case: 'any other page gives index',
      input: { host: 'https://m.example.com', appId: 'a1', viewId: 'v1', page: '/pagesB/view/detail' },
      expected: 'https://m.example.com/?Appid=a1&code=index&viewId=v1',
    },
    {
      case: 'search form info is not the search page',
      input: { host: 'https://m.example.com', appId: 'a1', viewId: 'v1', page: '/pagesB/view/search/formInfo' },
      expected: 'https://m.example.com/?Appid=a1&code=index&viewId=v1',
    },
    {
      case: 'trailing slash on host is not doubled',
      input: { host: 'https://m.example.com/', appId: 'a1', viewId: 'v1', page: '/app/index' },
      expected: 'https://m.example.com/?Appid=a1&code=index&viewId=v1',
    },
    {
      case: 'several trailing slashes are not doubled',
      input: { host: 'https://m.example.com//', appId: 1, viewId: 2, page: '/app/index' },
      expected: 'https://m.example.com/?Appid=1&code=index&viewId=2',
    },
    {
      case: 'values are URL-encoded',
      input: { host: 'https://m.example.com', appId: 'a&b', viewId: 'v 1', page: '/app/index' },
      expected: 'https://m.example.com/?Appid=a%26b&code=index&viewId=v%201',
    },
    {
      case: 'a missing viewId is left out',
      input: { host: 'https://m.example.com', appId: 'a1', viewId: undefined, page: '/app/index' },
      expected: 'https://m.example.com/?Appid=a1&code=index',
    },
  ])('$case', ({ input, expected }) => {
    expect(shareLink(input)).toBe(expected);
  });

  it.each<{ case: string; page: string; expected: string }>([
    { case: 'search', page: '/pagesB/view/search', expected: 'search' },
    { case: 'lists', page: '/pagesB/view/lists', expected: 'list' },
    { case: 'home search is not the search page', page: '/platform/homeSearch', expected: 'index' },
    { case: 'empty page', page: '', expected: 'index' },
  ])('shareCode: $case', ({ page, expected }) => {
    expect(shareCode(page)).toBe(expected);
  });
});
