/**
 * The rich-text control on the mini program: WeChat's Editor (Taro's `Editor`) with the small toolbar, formatting
 * through its EditorContext and showing what is on from its `statuschange`. The text it gives is the field's value,
 * sanitised (use-rich-text-field.ts).
 */
import { Editor, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';

import { activeFromStatus, RICH_FORMATS, RICH_TEXT_TEXT, type ActiveFormats, type RichFormat } from './formats';
import { useRichTextField, type RichTextFieldProps } from './use-rich-text-field';
import { pressable } from '../../../ui/a11y';
import './rich-text.css';

interface EditorContextLike {
  format: (name: string, value?: string) => void;
  setContents: (options: { html: string }) => void;
}

export function RichTextField(props: RichTextFieldProps) {
  const { id, label, placeholder, readOnly } = props;
  const { html, change, leave } = useRichTextField(props);
  const context = useRef<EditorContextLike | null>(null);
  const [active, setActive] = useState<ActiveFormats>({});
  /** The HTML this editor last gave the form: a value that differs came from outside (a draft, a linkage fill). */
  const own = useRef<string | null>(null);

  // The Editor has no value prop: its content is set through its context, once ready and when the value is replaced.
  useEffect(() => {
    if (context.current && html !== own.current) {
      own.current = html;
      context.current.setContents({ html });
    }
  }, [html]);
  const ready = () => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .context((res) => {
        context.current = (res as { context: EditorContextLike } | null)?.context ?? null;
        own.current = html;
        if (html) context.current?.setContents({ html });
      })
      .exec();
  };
  const format = (f: RichFormat) => context.current?.format(f.mini.name, f.mini.value);

  return (
    <View className="rich-text-field">
      {!readOnly && (
        <View className="rich-text-field__toolbar" aria-label={RICH_TEXT_TEXT.toolbar}>
          {RICH_FORMATS.map((f) => (
            <View
              key={f.key}
              className={`rich-text-field__tool${active[f.key] ? ' rich-text-field__tool--on' : ''}`}
              data-testid={`rich-${f.key}`}
              onClick={() => format(f)}
              {...pressable(() => format(f))}
            >
              <Text>{f.label}</Text>
            </View>
          ))}
        </View>
      )}
      <Editor
        id={id}
        className="rich-text-field__editor"
        placeholder={placeholder}
        readOnly={readOnly}
        aria-label={label}
        onReady={ready}
        onInput={(e) => {
          own.current = change(String(e.detail.html ?? ''));
        }}
        onBlur={leave}
        onStatusChange={(e) => setActive(activeFromStatus(e.detail as Record<string, unknown>))}
      />
    </View>
  );
}
