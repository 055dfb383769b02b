import Taro from '@tarojs/taro';
import { useState, type ReactNode } from 'react';

import { removeAction, useBatchSelect } from './BatchSelect';
import { CrmList, useKeywordSearch, type FormBinding } from './CrmList';
import { CustomerForm } from './CustomerForm';
import { ListTabs, type CrmTab } from './ListTabs';
import { MembershipsList } from './MembershipsList';
import { createCustomer, customerById, customersPage, removeCustomer, removeCustomers, updateCustomer, type Customer, type CustomerInput } from '../../../api/crm';
import { invalidate, rowsOf, useChange, useLoad, usePagedLoad, usePullToRefresh } from '../../../data';
import { codeText, CREDIT_RATING_TEXT, CUSTOMER_TYPE_TEXT } from '../../../domain/member/customer';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';

const BLANK: CustomerInput = { name: '', phone: '', customerType: 1, creditRating: 2 };
const refresh = () => invalidate(['crm']);

/**
 * My customers (/memberCenter/customers, an addition), with the memberships they hold on a second tab: the customers
 * I may read (mine and the public sea; an admin all of the organisation), searched by name or phone, with §4 type and
 * rating; new (checked free first), edit (from the customer as it is now), delete (asked once more: it cannot be
 * undone), and a select mode that deletes several at once and says which stayed and why.
 */
export default function Customers() {
  const [tab, setTab] = useState<CrmTab>('customers');
  const header = <ListTabs value={tab} onChange={setTab} />;
  return tab === 'customers' ? <CustomerList header={header} /> : <MembershipsList header={header} />;
}

/** The edit form of a customer, filled from a fresh read (someone may have changed it since the list loaded). */
function FreshCustomerForm({ id, binding }: { id: string; binding: FormBinding<CustomerInput> }) {
  const customer = useLoad(['crm', 'customer', id], () => customerById(id), { freshFor: 0 });
  return (
    <Loaded load={customer} failed={MEMBER_TEXT.customersFailed}>
      {(c) => <CustomerForm initial={c} {...binding} />}
    </Loaded>
  );
}

function CustomerList({ header }: { header: ReactNode }) {
  const { keyword, search } = useKeywordSearch();
  const list = usePagedLoad(['crm', 'customers', keyword], async (page) => pageOf(await customersPage(keyword, page), page), { freshFor: 0 });
  usePullToRefresh(list);
  const select = useBatchSelect({ rows: rowsOf(list), action: removeAction(MEMBER_TEXT.customerTab, removeCustomers), done: refresh });
  const remove = useChange({ mutationFn: removeCustomer, onSuccess: refresh });
  const confirmRemove = async (c: Customer) => {
    if ((await Taro.showModal({ title: MEMBER_TEXT.remove, content: MEMBER_TEXT.removeCustomerConfirm(c.name) })).confirm) remove.mutate(c.id);
  };

  return (
    <CrmList<Customer, CustomerInput>
      header={header}
      search={{ ...search, name: 'customerKeyword', label: MEMBER_TEXT.searchCustomers }}
      texts={{ add: MEMBER_TEXT.newCustomer, failed: MEMBER_TEXT.customersFailed, empty: MEMBER_TEXT.noCustomers }}
      testId="customer"
      list={list}
      select={select}
      save={(target, v) => (target === 'new' ? createCustomer(v) : updateCustomer(target, v))}
      saved={refresh}
      form={(c, binding) => (c ? <FreshCustomerForm id={c.id} binding={binding} /> : <CustomerForm initial={BLANK} {...binding} />)}
      meta={(c) => [`${codeText(CUSTOMER_TYPE_TEXT, c.customerType)} · ${MEMBER_TEXT.creditRating} ${codeText(CREDIT_RATING_TEXT, c.creditRating)}`, c.phone ?? '']}
      actions={(c) => (
        <Button size="small" loading={remove.isPending && remove.variables === c.id} disabled={remove.isPending} onClick={() => void confirmRemove(c)}>
          {MEMBER_TEXT.remove}
        </Button>
      )}
    />
  );
}
