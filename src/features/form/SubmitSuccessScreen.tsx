import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { permissionGranted } from '../../api/permission-check';
import { useLoad } from '../../data';
import { mayCreateIn } from '../../domain/access/permission-check';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './subSuccess.css';

const SUB_SUCCESS_TEXT = {
  title: '提交成功',
  code: '数据编号：{x}',
  again: '再填一份',
  back: '返回应用',
} as const;

const param = (v: unknown): string => (typeof v === 'string' && v !== 'undefined' ? decodeURIComponent(v) : '');

/**
 * Submission success (alias /app/subSuccess): the record's code, fill again (offered only when the permission check
 * says the user may still create in the form: the form's app may have been closed, or a one-time form used), back to
 * the app.
 */
export default function SubSuccess() {
  const { params } = useRouter();
  const appId = param(params.appId);
  const formId = param(params.formId);
  const code = param(params.code);
  const again = useLoad(['permission-check', appId, formId, 'create'], () => permissionGranted(appId, mayCreateIn(formId)), { enabled: !!appId && !!formId });
  return (
    <Screen className="sub-success">
      <View className="sub-success__body">
        <Text className="sub-success__icon">✓</Text>
        <Text className="sub-success__title" {...{ role: 'heading', 'aria-level': 1 }}>
          {SUB_SUCCESS_TEXT.title}
        </Text>
        {code ? <Text className="sub-success__code" data-testid="record-code">{SUB_SUCCESS_TEXT.code.replace('{x}', code)}</Text> : null}
      </View>
      <View className="sub-success__actions">
        {again.data === true ? (
          <Button type="primary" block onClick={() => void Taro.redirectTo({ url: `${PATHS.formInfo}?appId=${encodeURIComponent(appId)}&formId=${encodeURIComponent(formId)}` })}>
            <Text>{SUB_SUCCESS_TEXT.again}</Text>
          </Button>
        ) : null}
        <Button block onClick={() => void Taro.redirectTo({ url: appId ? `${PATHS.appIndex}?appId=${encodeURIComponent(appId)}` : PATHS.home })}>
          <Text>{SUB_SUCCESS_TEXT.back}</Text>
        </Button>
      </View>
    </Screen>
  );
}
