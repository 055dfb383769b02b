import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { redeemVipCode } from '../../../api/member';
import { invalidate, useChange } from '../../../data';
import { vipCodeFrom } from '../../../domain/member/vip-code';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Field } from '../parts/Field';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/**
 * Redeem (/memberCenter/redemptionMember, alias /platform/redemptionMember): a VIP card code, checked for its format
 * before the call; a used or unknown code (one refusal), an expired one, or a lower level than the VIP held is said
 * beside the input in the server's words. After too many wrong codes the server locks the account for 15 minutes:
 * the entry says so and stays locked for that time instead of spending requests. On success the member centre shows
 * the card the code gave.
 */
const LOCK_MS = 15 * 60 * 1000;

/** Back to the member centre below this page (it reloads when shown), or to a new one when opened directly. */
function backToCentre() {
  const pages = Taro.getCurrentPages();
  const below = pages[pages.length - 2]?.route ?? '';
  // H5 may name the page by its alias (/platform/member); WeChat by its path without the leading slash.
  if (/(^|\/)(memberCenter\/index|platform\/member)(\?|$)/.test(below)) void Taro.navigateBack();
  else void Taro.redirectTo({ url: MEMBER_PATHS.centre });
}

export default function Redeem() {
  const [draft, setDraft] = useState('');
  const [typo, setTypo] = useState(false);
  const [lockedUntil, setLockedUntil] = useState(0);
  const redeem = useChange({
    mutationFn: redeemVipCode,
    onSuccess: () => invalidate(['member']),
    onError: (error: Error) => {
      if (error.message === MEMBER_TEXT.codeLocked) setLockedUntil(Date.now() + LOCK_MS);
    },
  });
  const locked = lockedUntil > Date.now();

  const submit = () => {
    if (locked) return;
    const code = vipCodeFrom(draft);
    setTypo(!code);
    if (code) redeem.mutate(code);
  };

  return (
    <Screen className="member">
      <Field
        name="vipCode"
        label={MEMBER_TEXT.codeLabel}
        placeholder={MEMBER_TEXT.codePlaceholder}
        value={draft}
        onChange={(v) => {
          setDraft(v);
          if (!locked && (redeem.isError || redeem.isSuccess)) redeem.reset();
        }}
        maxLength={64}
        problem={locked ? MEMBER_TEXT.codeLocked : typo ? MEMBER_TEXT.codeInvalid : redeem.isError ? redeem.error.message || MEMBER_TEXT.redeemFailed : null}
      />
      <View className="member__buttons">
        <Button type="primary" loading={redeem.isPending} disabled={redeem.isPending || locked} onClick={submit}>
          {MEMBER_TEXT.redeemSubmit}
        </Button>
      </View>
      {redeem.isSuccess ? (
        <View role="status">
          <Text className="member__success">{MEMBER_TEXT.redeemed}</Text>
          <Button onClick={backToCentre}>{MEMBER_TEXT.backToCentre}</Button>
        </View>
      ) : null}
    </Screen>
  );
}
