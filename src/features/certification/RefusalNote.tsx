import { Text } from '@tarojs/components';


/** A refused certification's reason (refusal.ts), kept on the screen: the request layer's toast goes away. */
export function RefusalNote({ text }: { text: string }) {
  return (
    <Text className="cert-refusal" data-testid="cert-refusal" role="alert">
      {text}
    </Text>
  );
}
