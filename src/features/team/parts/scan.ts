import Taro from '@tarojs/taro';

import { invitationCodeFrom } from '../../../domain/team/invitation';
import { TEAM_TEXT } from '../text';

/** Scans a QR code (a team poster's link, or a bare code); null when cancelled or when it holds no code. */
export async function scanInvitation(): Promise<string | null> {
  try {
    const { result } = await Taro.scanCode({ onlyFromCamera: false });
    const code = invitationCodeFrom(result);
    if (!code) void Taro.showToast({ title: TEAM_TEXT.scanFailed, icon: 'none' });
    return code;
  } catch {
    // Cancelled, or no camera scanning here (a desktop browser): the code can still be typed.
    return null;
  }
}
