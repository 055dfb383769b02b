import { useReachBottom } from '@tarojs/taro';

import type { PagedLoad } from '../../../data';
import { Button } from '../../../ui/Button';
import { MEMBER_TEXT } from '../text';

/** The next page of a paged list: at the bottom of the page, or by the button for keyboards and screen readers. */
export function MoreButton<Row>({ load }: { load: PagedLoad<Row> }) {
  useReachBottom(() => {
    if (load.hasNextPage && !load.isFetching) void load.fetchNextPage();
  });
  if (!load.hasNextPage) return null;
  return (
    <Button block fill="none" loading={load.isFetchingNextPage} onClick={() => void load.fetchNextPage()}>
      {MEMBER_TEXT.more}
    </Button>
  );
}
