import { Text, View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { useEffect } from 'react';

import { askToSignIn } from './login-prompt';
import { logout } from './logout';
import { enterOrganisation } from './organisation';
import { takeRedirect } from './sign-in';
import { joinedOrganisations } from '../../api/auth';
import { hostSessionReady } from '../../api/host-session';
import type { Organisation } from '../../api/schemas/session';
import { useChange, useLoad, useReloadOnShow } from '../../data';
import { ORGANISATION_TEXT } from '../../domain/messages';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './selectTenant.css';

/**
 * Select organisation (spec calls-and-errors.md §4 step 5; alias /platform/selectTenant): the joined organisations;
 * picking one enters it by a refresh-token exchange with its tenant_id, then the page that asked for sign-in (or
 * platform home) opens. Switching clears everything of the organisation left (stores/tenant-scope).
 */
export default function SelectTenant() {
  const token = useSession((s) => s.token);
  const currentId = useSession((s) => s.tenantId);
  const enter = useChange<unknown, Organisation>({
    mutationFn: enterOrganisation,
    onSuccess: () => Taro.reLaunch({ url: takeRedirect() }),
    onError: (error) => console.warn('[selectTenant] entering failed', error),
  });
  // Entering switches the organisation, which empties the cache and changes the key: the list stays on screen
  // (keepPrevious) and is not loaded again for the page being left.
  const joined = useLoad(
    ['organisations', 'joined'],
    async () => {
      await hostSessionReady();
      return joinedOrganisations();
    },
    { enabled: !!token && !enter.isPending && !enter.isSuccess, keepPrevious: true },
  );
  useReloadOnShow(joined);

  useDidShow(() => {
    void hostSessionReady().then(() => {
      if (!useSession.getState().token) void askToSignIn();
    });
  });

  const entering = enter.isPending ? enter.variables?.id ?? null : null;
  const choose = (organisation: Organisation) => {
    if (entering || enter.isSuccess) return;
    enter.mutate(organisation);
  };
  const organisations = joined.data;
  // Someone in no organisation can do nothing here: create or join one (the list stays reachable from there).
  const none = organisations?.length === 0;
  useEffect(() => {
    if (none) void Taro.redirectTo({ url: PATHS.joinTeam });
  }, [none]);

  return (
    <Screen className="select-tenant">
      <View className="select-tenant__head">
        <View className="select-tenant__title" role="heading" aria-level={1}>
          <Text>{ORGANISATION_TEXT.title}</Text>
        </View>
        <Text className="select-tenant__subtitle">{ORGANISATION_TEXT.subtitle}</Text>
      </View>
      {token && joined.status === 'pending' ? (
        <View role="status">
          <Text>{ORGANISATION_TEXT.loading}</Text>
        </View>
      ) : null}
      {joined.status === 'error' ? (
        <View className="ware-alert select-tenant__problem" role="alert">
          <Text>{ORGANISATION_TEXT.loadFailed}</Text>
          <Button size="small" onClick={() => void joined.refetch()}>
            {ORGANISATION_TEXT.reload}
          </Button>
        </View>
      ) : null}
      {enter.isError ? (
        <View className="ware-alert select-tenant__problem" role="alert">
          <Text>{ORGANISATION_TEXT.switchFailed}</Text>
        </View>
      ) : null}
      {organisations?.length === 0 ? (
        <Text className="select-tenant__empty">{ORGANISATION_TEXT.empty}</Text>
      ) : null}
      {organisations ? (
        <View className="select-tenant__list">
          {organisations.map((org) => {
            const pick = () => choose(org);
            const current = org.id === currentId;
            const switching = entering === org.id;
            return (
              <View
                key={org.id}
                className={`select-tenant__item${current ? ' select-tenant__item--current' : ''}`}
                data-org-id={org.id}
                onClick={pick}
                {...pressable(pick, undefined, entering !== null)}
              >
                <Text className="select-tenant__name">{org.name}</Text>
                {current ? <Text className="select-tenant__tag">{ORGANISATION_TEXT.current}</Text> : null}
                {switching ? <Text className="select-tenant__tag">{ORGANISATION_TEXT.switching}</Text> : null}
              </View>
            );
          })}
        </View>
      ) : null}
      <View className="select-tenant__footer">
        <Button block fill="outline" onClick={() => void Taro.navigateTo({ url: PATHS.joinTeam })}>
          {ORGANISATION_TEXT.createOrJoin}
        </Button>
        <Button block fill="none" onClick={() => void logout()}>
          {ORGANISATION_TEXT.logout}
        </Button>
      </View>
    </Screen>
  );
}
