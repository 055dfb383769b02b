import { View } from '@tarojs/components';
import { useState } from 'react';

import { AfterSaleCard } from './AfterSaleCard';
import { myPermissions } from '../../../api/my-permissions';
import { afterSalesPage } from '../../../api/store';
import { rowsOf, useLoad, usePagedLoad, usePullToRefresh, useReloadOnShow } from '../../../data';
import { decidesAfterSales } from '../../../domain/team/management';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { MoreButton } from '../parts/MoreButton';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/**
 * After-sales (/afterSales/index): my requests with their status (INIT, APPROVED, REJECTED) and the seller's answer;
 * organisation admins also get the organisation's requests to approve or reject (asked only of them: for anyone else
 * the call is refused). A request opens its order.
 */
export default function AfterSales() {
  const [deciding, setDeciding] = useState(false);
  const permissions = useLoad(['team', 'my-permissions'], myPermissions);
  const admin = decidesAfterSales(permissions.data?.map((p) => p.code) ?? []);
  const mine = usePagedLoad(['store', 'after-sales', 'mine'], async (page) => pageOf(await afterSalesPage('mine', page), page), { freshFor: 0 });
  const decide = usePagedLoad(['store', 'after-sales', 'decide'], async (page) => pageOf(await afterSalesPage('decide', page), page), { freshFor: 0, enabled: admin });
  const loads = admin ? [mine, decide] : [mine];
  usePullToRefresh(...loads);
  useReloadOnShow(...loads);
  const shown = admin && deciding && decide.status === 'success' ? decide : mine;

  return (
    <Screen className="member">
      {admin && decide.status === 'success' ? (
        <View className="member__buttons">
          <Button size="small" type={deciding ? 'default' : 'primary'} onClick={() => setDeciding(false)}>
            {MEMBER_TEXT.mine}
          </Button>
          <Button size="small" type={deciding ? 'primary' : 'default'} onClick={() => setDeciding(true)}>
            {MEMBER_TEXT.toDecide}
          </Button>
        </View>
      ) : null}
      <Loaded load={shown} failed={MEMBER_TEXT.afterSalesFailed}>
        {() =>
          rowsOf(shown).length === 0 ? (
            <Empty description={MEMBER_TEXT.noAfterSales} />
          ) : (
            <View role="list">
              {rowsOf(shown).map((a) => (
                <AfterSaleCard key={a.id} request={a} deciding={shown === decide} />
              ))}
            </View>
          )
        }
      </Loaded>
      <MoreButton load={shown} />
    </Screen>
  );
}
