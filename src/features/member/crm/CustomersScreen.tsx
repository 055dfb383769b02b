import Taro from '@tarojs/taro';

import { CrmList, useKeywordSearch } from './CrmList';
import { CustomerForm } from './CustomerForm';
import { createCustomer, customersPage, removeCustomer, updateCustomer, type Customer, type CustomerInput } from '../../../api/crm';
import { invalidate, useChange, usePagedLoad, usePullToRefresh } from '../../../data';
import { codeText, CREDIT_RATING_TEXT, CUSTOMER_TYPE_TEXT } from '../../../domain/member/customer';
import { Button } from '../../../ui/Button';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';

const BLANK: CustomerInput = { name: '', phone: '', customerType: 1, creditRating: 2 };
const refresh = () => invalidate(['crm']);

/**
 * My customers (/memberCenter/customers, an addition): the customers I may read (mine and the public sea; an admin
 * all of the organisation), searched by name or phone, with §4 type and rating; new (checked free first), edit, delete
 * (asked once more: it cannot be undone).
 */
export default function Customers() {
  const { keyword, search } = useKeywordSearch();
  const list = usePagedLoad(['crm', 'customers', keyword], async (page) => pageOf(await customersPage(keyword, page), page), { freshFor: 0 });
  usePullToRefresh(list);
  const remove = useChange({ mutationFn: removeCustomer, onSuccess: refresh });
  const confirmRemove = async (c: Customer) => {
    if ((await Taro.showModal({ title: MEMBER_TEXT.remove, content: MEMBER_TEXT.removeCustomerConfirm(c.name) })).confirm) remove.mutate(c.id);
  };

  return (
    <CrmList<Customer, CustomerInput>
      search={{ ...search, name: 'customerKeyword', label: MEMBER_TEXT.searchCustomers }}
      texts={{ add: MEMBER_TEXT.newCustomer, failed: MEMBER_TEXT.customersFailed, empty: MEMBER_TEXT.noCustomers }}
      testId="customer"
      list={list}
      save={(target, v) => (target === 'new' ? createCustomer(v) : updateCustomer(target, v))}
      saved={refresh}
      form={(c, binding) => <CustomerForm initial={c ?? BLANK} {...binding} />}
      meta={(c) => [`${codeText(CUSTOMER_TYPE_TEXT, c.customerType)} · ${MEMBER_TEXT.creditRating} ${codeText(CREDIT_RATING_TEXT, c.creditRating)}`, c.phone ?? '']}
      actions={(c) => (
        <Button size="small" loading={remove.isPending && remove.variables === c.id} disabled={remove.isPending} onClick={() => void confirmRemove(c)}>
          {MEMBER_TEXT.remove}
        </Button>
      )}
    />
  );
}
