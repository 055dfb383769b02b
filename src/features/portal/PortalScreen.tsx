import { useDidShow, useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { PortalBlocks } from './blocks/PortalBlocks';
import { useKeptScroll } from './scroll';
import { PORTAL_TEXT } from './text';
import { hostSessionReady } from '../../api/host-session';
import { portalPage } from '../../api/portal';
import { usePullToRefresh, useLoad } from '../../data';
import { useSession } from '../../stores/session';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import { SignInNeeded } from '../session';
import { useShareCard } from '../share';
import './portal.css';

/**
 * Portal (`/portal/index`) and portal page (`/portal/page?id=`, alias `/page`): the organisation's portal definition
 * (`/bigtable/portal`, or `/bigtable/portal/{id}`) as blocks. Pull down reloads the definition; each block loads and
 * retries its own data. The scroll position is kept per page.
 */
export default function PortalScreen() {
  const { params } = useRouter();
  const id = typeof params.id === 'string' && params.id ? decodeURIComponent(params.id) : undefined;
  const token = useSession((s) => s.token);
  const tenantId = useSession((s) => s.tenantId);
  const [checked, setChecked] = useState(false);
  useDidShow(() => void hostSessionReady().then(() => setChecked(true)));
  const signedInto = checked && !!token && !!tenantId;
  const portal = useLoad(['portal', 'page', id ?? 'front'], () => portalPage(id), { enabled: signedInto });
  usePullToRefresh(portal);
  useShareCard({ title: portal.data?.name });
  useKeptScroll(id ?? 'front', portal.status === 'success');

  if (!checked) return <Screen className="portal" />;
  if (!signedInto) {
    return <SignInNeeded className="portal" needs="organisation" />;
  }
  return (
    <Screen className="portal">
      <Loaded load={portal} failed={(e) => (/门户不存在/.test(e.message) ? PORTAL_TEXT.noPortal : PORTAL_TEXT.loadFailed)}>
        {(page) => <PortalBlocks blocks={page.blocks} />}
      </Loaded>
    </Screen>
  );
}
