import { Text, View } from '@tarojs/components';
import { useRef } from 'react';

import { TODO_TEXT } from '../../../domain/todo';
import { imageDataUrl } from '../../../platform/image-data';
import { useMouseAsTouch } from '../../../platform/mouse-as-touch';
import { Button } from '../../../ui/Button';
import { Signature } from '../../../ui/Signature';

const CANVAS_ID = 'task-signature';

interface SignatureHandle {
  confirm: () => void;
  clear: () => void;
}

/**
 * The handwritten signature a node asks for: NutUI's Signature (one canvas component for H5 and the mini program),
 * saved as a PNG data URL when the user confirms it. In a desktop browser the mouse draws too (`useMouseAsTouch`).
 */
export function SignaturePad({ signed, onSigned }: { signed: boolean; onSigned: (dataUrl: string | null) => void }) {
  const pad = useRef<SignatureHandle>(null);
  useMouseAsTouch(CANVAS_ID);
  const confirm = (path: string, drawn?: boolean) => {
    if (!drawn || !path) {
      onSigned(null);
      return;
    }
    void imageDataUrl(path).then(onSigned, (error: unknown) => {
      console.error('[todo] signature', error);
      onSigned(null);
    });
  };
  return (
    <View className="signature" data-testid="signature" role="group" aria-label={TODO_TEXT.signature}>
      <Text className="task__label">{TODO_TEXT.signature}</Text>
      <Signature ref={pad} canvasId={CANVAS_ID} className="signature__canvas" onConfirm={confirm} onClear={() => onSigned(null)} />
      <View className="signature__bar">
        <Text className="task__label">{signed ? TODO_TEXT.signatureDone : ''}</Text>
        <View className="task__buttons">
          <Button size="small" onClick={() => pad.current?.clear()}>
            <Text>{TODO_TEXT.signatureClear}</Text>
          </Button>
          <Button size="small" type="primary" fill="outline" onClick={() => pad.current?.confirm()}>
            <Text>{TODO_TEXT.pickConfirm}</Text>
          </Button>
        </View>
      </View>
    </View>
  );
}
