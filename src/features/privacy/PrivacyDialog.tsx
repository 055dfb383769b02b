import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';

import { answerAgreement } from './agreement';
import { agreeButtonProps, contractName, openContract } from './privacy-flow';
import { PRIVACY_TEXT } from './text';
import { domProps, pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import './privacy.css';

/**
 * The privacy agreement, shown while a protected call waits for the user's answer. Only an answer closes it (no
 * overlay tap): the waiting call must be resolved one way or the other.
 */
export default function PrivacyDialog() {
  const [name, setName] = useState<string>(PRIVACY_TEXT.contract);
  useEffect(() => {
    let live = true;
    void contractName().then((n) => live && setName(n));
    return () => {
      live = false;
    };
  }, []);
  const footer = (
    <View className="privacy__actions">
      <Button className="privacy__refuse" fill="outline" onClick={() => answerAgreement(false)}>
        {PRIVACY_TEXT.refuse}
      </Button>
      <Button className="privacy__agree" type="primary" {...agreeButtonProps()}>
        {PRIVACY_TEXT.agree}
      </Button>
    </View>
  );
  return (
    <Dialog visible title={PRIVACY_TEXT.title} footer={footer} closeOnOverlayClick={false} className="privacy">
      <View className="privacy__body" {...domProps({ role: 'document' })}>
        <Text>{PRIVACY_TEXT.intro}</Text>
        <Text className="privacy__contract" onClick={openContract} {...domProps({ ...pressable(openContract, name) })}>
          {name}
        </Text>
        <Text>{PRIVACY_TEXT.outro}</Text>
      </View>
    </Dialog>
  );
}
