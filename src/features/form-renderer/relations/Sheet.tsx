/**
 * A bottom sheet for the relation pickers: a dimmed backdrop, a title bar with a close action and a scrolling body.
 * Plain Views (no NutUI Popup): it needs no page measurement and renders in WeChat with the base templates only.
 * H5: role dialog, labelled by its title; Escape closes it.
 */
import { ScrollView, Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { RELATION_TEXT } from '../../../domain/form-engine/relations';
import { controlA11y, onKeys } from '../../../ui/a11y';

export function Sheet({
  id,
  title,
  onClose,
  children,
  footer,
}: {
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const onKeyDown = (e: { key?: string }) => {
    if (e.key === 'Escape') onClose();
  };
  return (
    <View className="form-sheet" onKeyDown={onKeyDown}>
      <View className="form-sheet__mask" onClick={onClose} />
      <View
        className="form-sheet__panel"
        id={id}
        role="dialog" aria-modal={true} aria-labelledby={`${id}-title`}
      >
        <View className="form-sheet__bar">
          <Text className="form-sheet__title" id={`${id}-title`}>
            {title}
          </Text>
          <View
            className="form-sheet__close"
            onClick={onClose}
            {...controlA11y.pressable(RELATION_TEXT.done, false)}
            onKeyDown={onKeys(onClose, true)}
          >
            <Text>{RELATION_TEXT.done}</Text>
          </View>
        </View>
        <ScrollView className="form-sheet__body" scrollY>
          {children}
        </ScrollView>
        {footer}
      </View>
    </View>
  );
}

/** A pressable View: touch, mouse and keyboard. */
export function Press({
  label,
  disabled = false,
  onPress,
  className,
  children,
}: {
  label: string;
  disabled?: boolean;
  onPress: () => void;
  className?: string;
  children: ReactNode;
}) {
  const run = () => {
    if (!disabled) onPress();
  };
  return (
    <View
      className={className}
      onClick={run}
      {...controlA11y.pressable(label, disabled)}
      onKeyDown={onKeys(run, true)}
    >
      {children}
    </View>
  );
}
