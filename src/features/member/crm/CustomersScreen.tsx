import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { CustomerForm } from './CustomerForm';
import { createCustomer, customersPage, removeCustomer, updateCustomer, type CustomerInput } from '../../../api/crm';
import { invalidate, rowsOf, useChange, usePagedLoad, usePullToRefresh } from '../../../data';
import { codeText, CREDIT_RATING_TEXT, CUSTOMER_TYPE_TEXT } from '../../../domain/member/customer';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { MoreButton } from '../parts/MoreButton';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';
import '../member.css';

const BLANK: CustomerInput = { name: '', phone: '', customerType: 1, creditRating: 2 };

/**
 * My customers (/memberCenter/customers, an addition): the customers I may read (mine and the public sea; an admin
 * all of the organisation), searched by name or phone, with §4 type and rating; new (checked free first), edit, delete.
 */
export default function Customers() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = usePagedLoad(['crm', 'customers', keyword], async (page) => pageOf(await customersPage(keyword, page), page), { freshFor: 0 });
  usePullToRefresh(list);
  const done = () => {
    setEditing(null);
    return invalidate(['crm']);
  };
  const save = useChange({ mutationFn: (v: CustomerInput) => (editing === 'new' ? createCustomer(v) : updateCustomer(editing!, v)), onSuccess: done });
  const remove = useChange({ mutationFn: removeCustomer, onSuccess: done });
  const open = (id: string | 'new') => {
    save.reset();
    setEditing(id);
  };

  return (
    <Screen className="member">
      <KeywordInput name="customerKeyword" label={MEMBER_TEXT.searchCustomers} value={draft} onChange={setDraft} onSearch={() => setKeyword(draft.trim())} />
      {editing === 'new' ? (
        <CustomerForm initial={BLANK} pending={save.isPending} error={save.error?.message ?? null} onSave={(v) => save.mutate(v)} onCancel={() => setEditing(null)} />
      ) : (
        <Button type="primary" size="small" onClick={() => open('new')}>
          {MEMBER_TEXT.newCustomer}
        </Button>
      )}
      <Loaded load={list} failed={MEMBER_TEXT.customersFailed}>
        {() =>
          rowsOf(list).length === 0 ? (
            <Empty description={MEMBER_TEXT.noCustomers} />
          ) : (
            <View role="list">
              {rowsOf(list).map((c) =>
                editing === c.id ? (
                  <CustomerForm key={c.id} initial={c} pending={save.isPending} error={save.error?.message ?? null} onSave={(v) => save.mutate(v)} onCancel={() => setEditing(null)} />
                ) : (
                  <View key={c.id} className="ware-card" role="listitem" data-testid="customer" aria-label={c.name}>
                    <Text className="member__card-title">{c.name}</Text>
                    <Text className="member__meta">{`${codeText(CUSTOMER_TYPE_TEXT, c.customerType)} · ${MEMBER_TEXT.creditRating} ${codeText(CREDIT_RATING_TEXT, c.creditRating)}`}</Text>
                    {c.phone ? <Text className="member__meta">{c.phone}</Text> : null}
                    <View className="member__buttons">
                      <Button size="small" onClick={() => open(c.id)}>
                        {MEMBER_TEXT.edit}
                      </Button>
                      <Button size="small" loading={remove.isPending && remove.variables === c.id} disabled={remove.isPending} onClick={() => remove.mutate(c.id)}>
                        {MEMBER_TEXT.remove}
                      </Button>
                    </View>
                  </View>
                ),
              )}
            </View>
          )
        }
      </Loaded>
      <MoreButton load={list} />
    </Screen>
  );
}
