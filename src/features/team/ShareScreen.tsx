import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { TEAM_PATHS } from './paths';
import { TEAM_TEXT } from './text';
import { currentInvitationCode } from '../../api/team';
import { config } from '../../config';
import { useLoad } from '../../data';
import { fillText } from '../../domain/messages';
import { INVITE_PARAM, invitationLink } from '../../domain/team/invitation';
import { appOrigin } from '../../platform/origin';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import { PosterCanvas, useShareCard } from '../share';
import './team.css';

/**
 * Team share (/team/teamManagement/Share): invite by link (copied), by chat share (the mini program's share menu, or
 * the JS-SDK in WeChat's browser), and by the QR poster of the sharing screen; all carry the invitation code.
 */
export default function TeamShare() {
  const orgName = useSession((s) => s.organisation?.name ?? '');
  const code = useLoad(['team', 'invitation-code'], currentInvitationCode);
  const current = code.data?.enabled ? code.data.code : null;
  const link = current ? invitationLink(config.h5Host || appOrigin(config.serverOrigin), TEAM_PATHS.join, current) : '';
  const title = fillText(TEAM_TEXT.shareTitle, code.data?.orgName || orgName);

  // The card opens the join page with the code, not this (admin's) page.
  useShareCard({ title, desc: TEAM_TEXT.joinHint, route: current ? TEAM_PATHS.join : TEAM_PATHS.joinIndex, query: current ? { [INVITE_PARAM]: current } : {} });

  const copy = () => void Taro.setClipboardData({ data: link }).then(() => Taro.showToast({ title: TEAM_TEXT.copied, icon: 'none' }));

  return (
    <Screen className="team">
      <Loaded load={code} failed={TEAM_TEXT.infoFailed}>
        {(c) =>
          c.enabled ? (
            <View>
              <View className="ware-card" data-testid="share-link">
                <Text className="team__meta">{TEAM_TEXT.invitationCode}</Text>
                <Text className="team__code">{c.code}</Text>
                <Text className="team__meta">{TEAM_TEXT.shareLink}</Text>
                <Text className="team__link">{link}</Text>
                <View className="team__buttons">
                  <Button type="primary" onClick={copy}>
                    {TEAM_TEXT.copyLink}
                  </Button>
                  <Button onClick={() => void Taro.showToast({ title: TEAM_TEXT.shareToChatHint, icon: 'none' })}>{TEAM_TEXT.shareToChat}</Button>
                </View>
              </View>
              <View className="ware-card">
                <Text className="team__card-title">{TEAM_TEXT.poster}</Text>
                <PosterCanvas canvasId="team-poster" link={link} title={title} subtitle={TEAM_TEXT.joinHint} />
              </View>
            </View>
          ) : (
            <View role="alert">
              <Text className="team__problem">{TEAM_TEXT.codeOffShare}</Text>
            </View>
          )
        }
      </Loaded>
    </Screen>
  );
}
