import { Text, View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { useCallback, useState } from 'react';

import { askToSignIn } from './login-prompt';
import { logout } from './logout';
import { enterOrganisation } from './organisation';
import { takeRedirect } from './sign-in';
import { joinedOrganisations } from '../../api/auth';
import { hostSessionReady } from '../../api/host-session';
import type { Organisation } from '../../api/schemas/session';
import { ORGANISATION_TEXT } from '../../domain/messages';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './selectTenant.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'list'; organisations: Organisation[]; entering: string | null; error: boolean };

/**
 * Select organisation (spec calls-and-errors.md §4 step 5; alias /platform/selectTenant): the joined organisations;
 * picking one enters it by a refresh-token exchange with its tenant_id, then the page that asked for sign-in (or
 * platform home) opens. Switching clears everything of the organisation left (stores/tenant-scope).
 */
export default function SelectTenant() {
  const token = useSession((s) => s.token);
  const currentId = useSession((s) => s.tenantId);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const load = useCallback(() => {
    setPhase({ kind: 'loading' });
    joinedOrganisations().then(
      (organisations) => setPhase({ kind: 'list', organisations, entering: null, error: false }),
      () => setPhase({ kind: 'failed' }),
    );
  }, []);

  useDidShow(() => {
    void hostSessionReady().then(() => {
      if (!useSession.getState().token) void askToSignIn();
      else load();
    });
  });

  const choose = (organisation: Organisation) => {
    if (phase.kind !== 'list' || phase.entering) return;
    setPhase({ ...phase, entering: organisation.id, error: false });
    enterOrganisation(organisation).then(
      () => Taro.reLaunch({ url: takeRedirect() }),
      (error: unknown) => {
        console.warn('[selectTenant] entering failed', error);
        setPhase({ ...phase, entering: null, error: true });
      },
    );
  };

  return (
    <Screen className="select-tenant">
      <View className="select-tenant__head">
        <View className="select-tenant__title" role="heading" aria-level={1}>
          <Text>{ORGANISATION_TEXT.title}</Text>
        </View>
        <Text className="select-tenant__subtitle">{ORGANISATION_TEXT.subtitle}</Text>
      </View>
      {token && phase.kind === 'loading' ? (
        <View role="status">
          <Text>{ORGANISATION_TEXT.loading}</Text>
        </View>
      ) : null}
      {phase.kind === 'failed' ? (
        <View className="select-tenant__problem" role="alert">
          <Text>{ORGANISATION_TEXT.loadFailed}</Text>
          <Button size="small" onClick={load}>
            {ORGANISATION_TEXT.reload}
          </Button>
        </View>
      ) : null}
      {phase.kind === 'list' && phase.error ? (
        <View className="select-tenant__problem" role="alert">
          <Text>{ORGANISATION_TEXT.switchFailed}</Text>
        </View>
      ) : null}
      {phase.kind === 'list' && phase.organisations.length === 0 ? (
        <Text className="select-tenant__empty">{ORGANISATION_TEXT.empty}</Text>
      ) : null}
      {phase.kind === 'list' ? (
        <View className="select-tenant__list">
          {phase.organisations.map((org) => {
            const pick = () => choose(org);
            const current = org.id === currentId;
            const entering = phase.entering === org.id;
            return (
              <View
                key={org.id}
                className={`select-tenant__item${current ? ' select-tenant__item--current' : ''}`}
                data-org-id={org.id}
                onClick={pick}
                {...pressable(
                  pick,
                  current ? `${org.name}(${ORGANISATION_TEXT.current})` : org.name,
                  phase.entering !== null,
                )}
              >
                <Text className="select-tenant__name">{org.name}</Text>
                {current ? <Text className="select-tenant__tag">{ORGANISATION_TEXT.current}</Text> : null}
                {entering ? <Text className="select-tenant__tag">{ORGANISATION_TEXT.switching}</Text> : null}
              </View>
            );
          })}
        </View>
      ) : null}
      <View className="select-tenant__footer">
        <Button block fill="none" onClick={() => void logout()}>
          {ORGANISATION_TEXT.logout}
        </Button>
      </View>
    </Screen>
  );
}
