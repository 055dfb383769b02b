import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';

import { answerAgreement } from './agreement';
import { agreeButtonProps, contractName, openContract } from './privacy-flow';
import { PRIVACY_TEXT } from './text';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { ModalDialog } from '../../ui/ModalDialog';
import './privacy.css';

const TITLE_ID = 'privacy-dialog-title';

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
  // NutUI's dialog box has no role of its own: the title, terms and answers sit in one labelled modal dialog (H5), so
  // a screen reader announces it and its buttons as one thing. Title and footer use NutUI's own classes for their look.
  return (
    <ModalDialog className="privacy">
      <View role="dialog" aria-modal={true} aria-labelledby={TITLE_ID}>
        <View className="nut-dialog-header" id={TITLE_ID}>
          {PRIVACY_TEXT.title}
        </View>
        <View className="privacy__body" role="document">
          <Text>{PRIVACY_TEXT.intro}</Text>
          <Text className="privacy__contract" onClick={openContract} {...pressable(openContract, name)}>
            {name}
          </Text>
          <Text>{PRIVACY_TEXT.outro}</Text>
        </View>
        <View className="nut-dialog-footer privacy__actions">
          <Button className="privacy__refuse" fill="outline" onClick={() => answerAgreement(false)}>
            {PRIVACY_TEXT.refuse}
          </Button>
          <Button className="privacy__agree" type="primary" {...agreeButtonProps()}>
            {PRIVACY_TEXT.agree}
          </Button>
        </View>
      </View>
    </ModalDialog>
  );
}
