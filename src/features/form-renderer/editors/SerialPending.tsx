import { Text } from '@tarojs/components';

import { lastSerialNumber } from '../../../api/serial-numbers';
import { useLoad } from '../../../data';
import { FORM_ENGINE_TEXT, serialRuleOf, type FlatField } from '../../../domain/form-engine';
import { useSession } from '../../../stores/session';
import { useRelationContext } from '../relations/context';

/**
 * A server-numbered code control before its record is submitted: it says the number comes at submit and, for a
 * signed-in person, the last number the rule gave (POST /dict/snoRule/get), so the next one can be expected. A
 * preview (no form) or an anonymous visitor asks nothing; a failed read leaves the plain words.
 */
export function SerialPending({ id, field }: { id: string; field: FlatField }) {
  const { form } = useRelationContext();
  const signedIn = useSession((s) => !!s.token);
  const rule = form ? serialRuleOf(field, form.formId) : null;
  const last = useLoad(['serial-last', rule?.ruleKey ?? ''], () => lastSerialNumber(rule!), { enabled: !!rule && signedIn });
  const sno = last.data?.sno;
  return (
    <Text id={id} className="form-field__readonly form-field__placeholder" data-testid={`serial-${field.key}`}>
      {sno ? FORM_ENGINE_TEXT.serialNumberAfter.replace('{sno}', sno) : FORM_ENGINE_TEXT.serialNumberPending}
    </Text>
  );
}
