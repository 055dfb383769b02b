import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import { useState } from 'react';

import { MemberRow } from './parts/MemberRow';
import { TEAM_TEXT } from './text';
import type { Department, Member } from '../../api/schemas/team';
import { departmentAdmins, departmentMembers, departments, ledDepartments, members, subordinates } from '../../api/team';
import { rowsOf, useLoad, usePagedLoad, usePullToRefresh } from '../../data';
import { fillText } from '../../domain/messages';
import { departmentTree, flattenTree } from '../../domain/team/department-tree';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { KeywordInput } from '../../ui/KeywordInput';
import { Loaded } from '../../ui/Loaded';
import { RetryView } from '../../ui/RetryView';
import { Screen } from '../../ui/Screen';
import './team.css';

const PAGE_SIZE = 20;
type Mode = 'all' | 'departments' | 'subordinates';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'all', label: TEAM_TEXT.allMembers },
  { mode: 'departments', label: TEAM_TEXT.departments },
  { mode: 'subordinates', label: TEAM_TEXT.mySubordinates },
];

/**
 * Members and departments (/team/teamManagement/memberList): every member, paged and searched by name or phone in the
 * server; the department tree, and a department's members (GET /platform/departments/{id}/members) with its admins;
 * the caller's subordinates, under the departments the caller leads (GET /platform/departments/subordinates).
 */
export default function MemberList() {
  const [mode, setMode] = useState<Mode>('all');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [department, setDepartment] = useState<Department | null>(null);

  const listing = mode === 'all';
  const departmentId = mode === 'departments' ? department?.id : undefined;
  const paged = usePagedLoad<Member>(
    ['team', 'members', keyword],
    async (page) => {
      const answer = await members({ page, size: PAGE_SIZE, keyword });
      return { rows: answer.content, total: answer.totalElements, ...(page * PAGE_SIZE < answer.totalElements ? { next: page + 1 } : {}) };
    },
    { enabled: listing, keepPrevious: true },
  );
  const tree = useLoad(['team', 'departments'], departments, { enabled: mode === 'departments' });
  const admins = useLoad(['team', 'department-admins', department?.id], () => departmentAdmins(department!.id), { enabled: !!departmentId });
  const inDepartment = useLoad(['team', 'department-members', department?.id], () => departmentMembers(department!.id), { enabled: !!departmentId });
  const mine = useLoad(['team', 'subordinates'], subordinates, { enabled: mode === 'subordinates' });
  const led = useLoad(['team', 'led-departments'], ledDepartments, { enabled: mode === 'subordinates' });
  usePullToRefresh(...(mode === 'subordinates' ? [mine, led] : mode === 'departments' ? [department ? inDepartment : tree] : [paged]));
  useReachBottom(() => {
    if (listing && paged.hasNextPage && !paged.isFetching) void paged.fetchNextPage();
  });

  const rows = rowsOf(paged);
  const total = paged.data?.pages[0]?.total;
  const choose = (m: Mode) => {
    setMode(m);
    setDepartment(null);
  };
  const openDepartment = (d: Department) => {
    setMode('departments');
    setDepartment(d);
  };

  return (
    <Screen className="team">
      <KeywordInput
        name="memberKeyword"
        label={TEAM_TEXT.searchMembers}
        value={draft}
        onChange={setDraft}
        onSearch={() => {
          setKeyword(draft.trim());
          choose('all');
        }}
      />
      <View className="team__tabs" role="tablist">
        {MODES.map(({ mode: m, label }) => (
          <View key={m} className={m === mode ? 'team__tab team__tab--on' : 'team__tab'} onClick={() => choose(m)} {...pressable(() => choose(m), label)} role="tab" aria-selected={m === mode}>
            <Text>{label}</Text>
          </View>
        ))}
      </View>
      {mode === 'departments' && !department ? (
        <Loaded load={tree} failed={TEAM_TEXT.membersFailed}>
          {(list) => (
            <View>
              {flattenTree(departmentTree(list)).map(({ department: d, depth, totalMembers }) => (
                <View
                  key={d.id}
                  className="team__entry"
                  data-testid="department"
                  style={{ paddingLeft: `${12 + depth * 16}px` }}
                  onClick={() => setDepartment(d)}
                  {...pressable(() => setDepartment(d), `${d.name} ${fillText(TEAM_TEXT.totalMembers, String(totalMembers))}`)}
                >
                  <Text>{d.name}</Text>
                  <Text className="team__meta">{fillText(TEAM_TEXT.totalMembers, String(totalMembers))}</Text>
                </View>
              ))}
            </View>
          )}
        </Loaded>
      ) : null}
      {department ? (
        <View className="ware-card">
          <Text className="team__card-title">{department.name}</Text>
          {admins.data?.map((a) => <Text key={a.id} className="team__meta">{`${TEAM_TEXT.departmentLeader}: ${a.nickname || a.username}`}</Text>)}
          <Button size="small" fill="none" onClick={() => setDepartment(null)}>
            {TEAM_TEXT.backToDepartments}
          </Button>
        </View>
      ) : null}
      {listing ? <PagedMembers rows={rows} total={total} load={paged} /> : null}
      {departmentId ? (
        <Loaded load={inDepartment} failed={TEAM_TEXT.membersFailed}>
          {(list) =>
            list.length ? (
              <View>
                <Text className="team__meta" data-testid="member-total">
                  {fillText(TEAM_TEXT.totalMembers, String(list.length))}
                </Text>
                {list.map((m) => <MemberRow key={m.id} member={m} />)}
              </View>
            ) : (
              <Empty description={TEAM_TEXT.noMembers} />
            )
          }
        </Loaded>
      ) : null}
      {mode === 'subordinates' && led.data?.length ? (
        <View className="ware-card" data-testid="led-departments">
          <Text className="team__card-title">{TEAM_TEXT.ledDepartments}</Text>
          {led.data.map((d) => (
            <View key={d.id} className="team__entry" onClick={() => openDepartment(d)} {...pressable(() => openDepartment(d), d.name)}>
              <Text>{d.name}</Text>
              <Text className="team__meta">{fillText(TEAM_TEXT.totalMembers, String(d.memberCount))}</Text>
            </View>
          ))}
        </View>
      ) : null}
      {mode === 'subordinates' ? (
        <Loaded load={mine} failed={TEAM_TEXT.membersFailed}>
          {(list) => (list.length ? <View>{list.map((m) => <MemberRow key={m.id} member={m} />)}</View> : <Empty description={TEAM_TEXT.noMembers} />)}
        </Loaded>
      ) : null}
    </Screen>
  );
}

function PagedMembers({ rows, total, load }: { rows: Member[]; total: number | undefined; load: ReturnType<typeof usePagedLoad<Member>> }) {
  if (load.status === 'error') return <RetryView title={TEAM_TEXT.membersFailed} onRetry={() => load.refetch()} />;
  if (load.status === 'pending') return null;
  if (!rows.length) return <Empty description={TEAM_TEXT.noMembers} />;
  return (
    <View>
      {total !== undefined ? (
        <Text className="team__meta" data-testid="member-total">
          {fillText(TEAM_TEXT.totalMembers, String(total))}
        </Text>
      ) : null}
      <View>
        {rows.map((m) => (
          <MemberRow key={m.id} member={m} />
        ))}
      </View>
      {load.hasNextPage ? (
        <Button block fill="none" loading={load.isFetchingNextPage} onClick={() => void load.fetchNextPage()}>
          {TEAM_TEXT.loadMore}
        </Button>
      ) : null}
    </View>
  );
}
