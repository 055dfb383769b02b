// The mini program: WeChat's own scanner (camera or album) through Taro.scanCode. ScanSource.h5.tsx is the browser's.
import Taro from '@tarojs/taro';
import { useEffect } from 'react';

import { SCAN_TEXT } from './text';
import { Button } from '../../ui/Button';

export interface ScanSourceProps {
  /** A code was read: its text. */
  onCode: (text: string) => void;
  /** Whether to read now (false while a result is shown). */
  active: boolean;
}

const cancelled = (e: unknown) => /cancel/i.test(String((e as { errMsg?: unknown } | null)?.errMsg ?? e));

async function scan(onCode: (text: string) => void) {
  try {
    const { result } = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode', 'barCode'] });
    onCode(result);
  } catch (e) {
    void Taro.showToast({ title: cancelled(e) ? SCAN_TEXT.cancelled : SCAN_TEXT.noCode, icon: 'none' });
  }
}

export function ScanSource({ onCode, active }: ScanSourceProps) {
  useEffect(() => {
    if (active) void scan(onCode);
    // Opens the scanner once each time the screen becomes active, like WeChat's own 扫一扫.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  if (!active) return null;
  return (
    <Button type="primary" block className="scan-action" onClick={() => void scan(onCode)}>
      {SCAN_TEXT.scan}
    </Button>
  );
}
