/** Team screens against a scripted platform: what a member is refused, deciding a request, a switched-off code. */
import { screen, waitFor } from '@testing-library/react';

import JoinScreen from '../../../src/features/team/JoinScreen';
import MemberApplication from '../../../src/features/team/MemberApplicationScreen';
import MemberList from '../../../src/features/team/MemberListScreen';
import TeamManagement from '../../../src/features/team/TeamManagementScreen';
import { TEAM_TEXT } from '../../../src/features/team/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

// The shared fake has no page-context hooks for pull-down: a no-op is enough here.
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = { usePullDownRefresh: () => undefined, useReachBottom: () => undefined };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });


const request = (id: string, nickname: string) => ({ id, userId: `u-${id}`, message: '', status: 'PENDING', createdAt: '2026-01-01T08:05:00.000Z', handledAt: null, user: { id: `u-${id}`, username: id, nickname } });

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

describe('team screens', () => {
  it('team management: a member without the permission is told so and nothing of the organisation is asked for', async () => {
    const calls = answerByRoute({ 'GET /platform/my-permissions': () => ok([{ code: 'app:use', name: '使用应用' }]) });
    await mount(<TeamManagement />);
    expect(await screen.findByText(TEAM_TEXT.notAdmin)).toBeTruthy();
    expect(calls).toEqual(['GET /platform/my-permissions']);
  });

  it('new member applications: approving one asks the department, sends it with the approve call and the list reloads', async () => {
    let pending = [request('jr-1', '周新人'), request('jr-2', '吴新人')];
    const approvals: unknown[] = [];
    const calls = answerByRoute({
      'GET /platform/join-organization-requests': () => ok(pending),
      'GET /platform/departments': () => ok([{ id: 'd1', name: '总经办', parentId: null }, { id: 'd2', name: '销售部', parentId: 'd1' }]),
      'POST /platform/join-organization-requests/jr-1/approve': (req) => {
        approvals.push(req.data);
        pending = pending.filter((r) => r.id !== 'jr-1');
        return ok({ ...request('jr-1', '周新人'), status: 'APPROVED' });
      },
      'POST /platform/join-organization-requests/jr-2/REJECTED': () => {
        pending = [];
        return ok({ ...request('jr-2', '吴新人'), status: 'REJECTED' });
      },
    });
    await mount(<MemberApplication />);
    expect(await screen.findByText('周新人')).toBeTruthy();
    expect(screen.getAllByText(/申请时间 2026-01-01/)).toHaveLength(2);
    await press(screen.getAllByText(TEAM_TEXT.approve)[0]!);
    // Nothing is approved until the department is chosen (issue 41: approved members landed in none).
    expect(await screen.findByText('同意「周新人」加入，并选择其所在部门')).toBeTruthy();
    expect(calls).not.toContain('POST /platform/join-organization-requests/jr-1/approve');
    await press(screen.getByText('销售部'));
    await waitFor(() => expect(screen.queryByText('周新人')).toBeNull());
    expect(approvals).toEqual([{ departmentId: 'd2' }]);
    await press(screen.getByText(TEAM_TEXT.reject));
    expect(await screen.findByText(TEAM_TEXT.noApplications)).toBeTruthy();
    expect(calls).toContain('POST /platform/join-organization-requests/jr-1/approve');
    expect(calls).toContain('POST /platform/join-organization-requests/jr-2/REJECTED');
  });

  it('join: a code from a link that is switched off shows the organisation and the refusal, with no way to apply', async () => {
    harness.query = { inviteCode: 'tmk7q2mx' };
    const calls = answerByRoute({
      'GET /platform/invitation-code/TMK7Q2MX': () => ok({ tenantId: 'tm-3001', orgName: '星河协作团队', logo: '', industry: '信息技术', memberCount: 301, enabled: false, joinApproval: true, joined: false }),
    });
    await mount(<JoinScreen />);
    expect(await screen.findByText('星河协作团队')).toBeTruthy();
    expect(screen.getByText(TEAM_TEXT.codeOff)).toBeTruthy();
    expect(screen.queryByText(TEAM_TEXT.applyToJoin)).toBeNull();
    expect(calls).toEqual(['GET /platform/invitation-code/TMK7Q2MX']);
  });

  it('members: a department lists its own members; 我的下属 shows the departments I lead, which open the same way', async () => {
    const person = (id: string, nickname: string) => ({ id, username: id, nickname, role: 'MEMBER', departmentName: '销售部' });
    const sales = { id: 'd2', name: '销售部', parentId: null, memberCount: 2 };
    const calls = answerByRoute({
      'GET /platform/members': () => ok({ content: [], totalElements: 0 }),
      'GET /platform/departments': () => ok([sales]),
      'GET /platform/departments/d2/members': () => ok([person('u1', '甲一'), person('u2', '乙二')]),
      'GET /platform/departments/d2/admin-members': () => ok([]),
      'GET /platform/departments/subordinates': () => ok([sales]),
      'GET /platform/members/subordinates': () => ok([person('u3', '丙三')]),
    });
    await mount(<MemberList />);
    await press(screen.getByRole('tab', { name: TEAM_TEXT.departments }));
    await press((await screen.findAllByTestId('department'))[0]!);
    expect((await screen.findAllByText('甲一')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('member-total').textContent).toBe('共2人');

    await press(screen.getByRole('tab', { name: TEAM_TEXT.mySubordinates }));
    expect((await screen.findAllByText('丙三')).length).toBeGreaterThan(0);
    const led = await screen.findByTestId('led-departments');
    expect(led.textContent).toContain(TEAM_TEXT.ledDepartments);
    await press(screen.getByRole('button', { name: '销售部' }));
    expect((await screen.findAllByText('乙二')).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c === 'GET /platform/departments/d2/members').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.startsWith('GET /platform/members') && c !== 'GET /platform/members' && c !== 'GET /platform/members/subordinates')).toBe(false);
  });
});
