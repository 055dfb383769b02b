import { codeText, contactProblem, CREDIT_RATING_TEXT, CUSTOMER_TYPE_TEXT } from '@/domain/member/customer';

describe('customer codes (spec §4)', () => {
  it.each([
    [CUSTOMER_TYPE_TEXT, 1, '企业'],
    [CUSTOMER_TYPE_TEXT, 2, '个人'],
    [CREDIT_RATING_TEXT, 1, '公海'],
    [CREDIT_RATING_TEXT, 2, '潜在'],
    [CREDIT_RATING_TEXT, 3, '正式'],
    [CREDIT_RATING_TEXT, 4, '四星'],
    [CREDIT_RATING_TEXT, 5, '战略'],
    [CREDIT_RATING_TEXT, 9, '未知'],
  ])('%#: %i reads %s', (table, code, text) => expect(codeText(table, code)).toBe(text));
});

describe('customer and supplier form check', () => {
  it.each([
    ['a name and a landline', '杭州茶业', '0571-88886666', null],
    ['a name without phone', '杭州茶业', '', null],
    ['no name', '  ', '', '请填写名称'],
    ['letters in the phone', '杭州茶业', 'abc123', '请填写正确的电话'],
  ])('%s', (_case, name, phone, problem) => expect(contactProblem(name, phone)).toBe(problem));
});
