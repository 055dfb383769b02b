/**
 * Where each picker's choices come from: one source per kind of list, turning the calls of api/pickers.ts
 * into items `{ id, name, code? }` (the shape the value keeps, domain/form-engine/pickers.ts) plus a line of detail
 * for the list. A source answers one page for a keyword; the picker pages on with "加载更多".
 */
import {
  findMemberships,
  findMyCustomers,
  findOrders,
  findPlatformMembers,
  findSuppliers,
  listDepartments,
  type DepartmentRow,
} from '../../../api/pickers';
import {
  orderStatusLabel,
  PICKER_PAGE_SIZE,
  yuanOf,
  type PickedItem,
  type PickerSource,
} from '../../../domain/form-engine/pickers';

export interface PickerOption extends PickedItem {
  /** A second line: department and title, phone, card name, an order's customer / store · amount · status... */
  detail?: string;
}

interface OptionPage {
  options: PickerOption[];
  /** More pages after this one. */
  more: boolean;
}

export type OptionSource = (keyword: string, page: number) => Promise<OptionPage>;

const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' · ');

const more = (page: number, total: number) => page * PICKER_PAGE_SIZE < total;

const CUSTOMER_TYPE: Record<number, string> = { 1: '企业', 2: '个人' };

/** Departments come as one list: filtered here by name, with the path of parents as the detail. */
function departmentOptions(rows: readonly DepartmentRow[], keyword: string): PickerOption[] {
  const byId = new Map(rows.map((d) => [d.id, d]));
  const pathOf = (d: DepartmentRow): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    let parent = d.parentId ? byId.get(d.parentId) : undefined;
    while (parent && !seen.has(parent.id)) {
      seen.add(parent.id);
      names.unshift(parent.name);
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    return names.join(' / ');
  };
  const kw = keyword.trim().toLowerCase();
  return rows.filter((d) => !kw || d.name.toLowerCase().includes(kw)).map((d) => ({ id: d.id, name: d.name, detail: pathOf(d) }));
}

export const OPTION_SOURCES: Record<PickerSource, OptionSource> = {
  people: async (keyword, page) => {
    const res = await findPlatformMembers({ keyword, page, size: PICKER_PAGE_SIZE });
    return {
      options: res.content.map((m) => ({ id: m.id, name: m.nickname || m.username || m.id, detail: join(m.departmentName, m.jobTitle) })),
      more: more(page, res.totalElements),
    };
  },
  department: async (keyword) => ({ options: departmentOptions(await listDepartments(), keyword), more: false }),
  customer: async (keyword, page) => {
    const res = await findMyCustomers({ keyword, page, size: PICKER_PAGE_SIZE });
    return {
      options: res.content.map((c) => ({ id: c.id, name: c.name, detail: join(CUSTOMER_TYPE[c.customerType ?? 0], c.phone) })),
      more: more(page, res.totalElements),
    };
  },
  member: async (keyword, page) => {
    const res = await findMemberships({ keyword, page, size: PICKER_PAGE_SIZE });
    return {
      options: res.content.map((m) => ({ id: m.memberId, name: m.name || m.code, code: m.code, detail: join(m.code, m.cardName) })),
      more: more(page, res.totalElements),
    };
  },
  supplier: async (keyword, page) => {
    const res = await findSuppliers({ keyword, page, size: PICKER_PAGE_SIZE });
    return {
      options: res.content.map((s) => ({ id: s.id, name: s.name, detail: join(s.code, s.contact) })),
      more: more(page, res.totalElements),
    };
  },
  orders: async (keyword, page) => {
    const res = await findOrders({ keyword, page, size: PICKER_PAGE_SIZE });
    return {
      options: res.content.map((o) => ({
        id: o.id,
        name: o.code,
        code: o.code,
        detail: join([o.customerName, o.store?.name].filter(Boolean).join(' / '), yuanOf(o.amount), orderStatusLabel(o.orderStatus, o.paymentStatus)),
      })),
      more: more(page, res.totalElements),
    };
  },
};
