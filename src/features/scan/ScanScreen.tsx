import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useCallback, useState } from 'react';

import { ownHosts } from './scan-hosts';
import { ScanSource } from './ScanSource';
import { SCAN_TEXT } from './text';
import { scanDestination } from '../../domain/scan/destination';
import { navigate } from '../../platform/navigate';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './scan.css';

/**
 * Scan (/pagesB/view/scan): reads a code and goes where it leads (domain/scan/destination.ts): an app link, a short
 * link, a device or a record opens its screen in place of this one (so back returns to where the scan began);
 * anything else is shown as text to copy.
 */
export default function ScanScreen() {
  const [text, setText] = useState<string | null>(null);

  const onCode = useCallback((scanned: string) => {
    const destination = scanDestination(scanned, ownHosts());
    if (destination.kind === 'text') setText(destination.text);
    else void navigate({ type: 'redirectTo', url: destination.url });
  }, []);

  const copy = () => {
    if (text !== null) void Taro.setClipboardData({ data: text }).then(() => Taro.showToast({ title: SCAN_TEXT.copied, icon: 'none' }));
  };

  return (
    <Screen className="scan">
      <ScanSource onCode={onCode} active={text === null} />
      {text !== null ? (
        <View className="ware-card scan-result">
          <Text className="scan-result-title">{SCAN_TEXT.result}</Text>
          <Text className="scan-result-text" userSelect data-testid="scan-result">
            {text}
          </Text>
          <View className="scan-result-actions">
            <Button type="primary" onClick={copy}>
              {SCAN_TEXT.copy}
            </Button>
            <Button onClick={() => setText(null)}>{SCAN_TEXT.again}</Button>
          </View>
        </View>
      ) : null}
    </Screen>
  );
}
