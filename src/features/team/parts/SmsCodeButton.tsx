import { useEffect, useState } from 'react';

import { fillText } from '../../../domain/messages';
import { secondsLeft } from '../../../domain/team/sms';
import { Button } from '../../../ui/Button';
import { TEAM_TEXT } from '../text';

/** 获取验证码, then the spec's 60 s countdown (§9) before another code may be asked for. */
export function SmsCodeButton({ sentAt, sending, onSend }: { sentAt: number | null; sending: boolean; onSend: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(sentAt, now);
  useEffect(() => {
    if (sentAt === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return (
    <Button size="small" disabled={left > 0} loading={sending} onClick={onSend}>
      {left > 0 ? fillText(TEAM_TEXT.smsResend, String(left)) : TEAM_TEXT.smsSend}
    </Button>
  );
}
