import * as messages from '@/domain/form-engine/messages';
import { VALIDATORS } from '@/domain/form-engine/validators';

describe('the form engine message catalogue', () => {
  it('one message per validator, and one validator per message', () => {
    expect(Object.keys(messages.VALIDATOR_TEXT).sort()).toEqual(Object.keys(VALIDATORS).sort());
  });

  it('every text is Chinese, non-empty, and appears once', () => {
    const texts = [...Object.values(messages.VALIDATOR_TEXT), ...Object.values(messages.FORM_ENGINE_TEXT)];
    for (const text of texts) expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('the empty label is the spec’s 未填写, and {x} is filled', () => {
    expect(messages.EMPTY_LABEL).toBe('未填写');
    expect(messages.fillText(messages.FORM_ENGINE_TEXT.required, '姓名')).toBe('姓名不能为空');
  });
});
