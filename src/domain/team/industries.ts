/**
 * The industry list of organisation creation (spec screens-data-rules.md §3: "An industry code list of 22 entries
 * exists (construction, transport, retail and others)"). The platform stores the name.
 */
export interface Industry {
  code: string;
  name: string;
}

export const INDUSTRIES: readonly Industry[] = [
  { code: 'IT', name: '信息技术' },
  { code: 'INTERNET', name: '互联网' },
  { code: 'MANUFACTURING', name: '制造业' },
  { code: 'CONSTRUCTION', name: '建筑业' },
  { code: 'TRANSPORT', name: '交通运输' },
  { code: 'RETAIL', name: '批发零售' },
  { code: 'CATERING', name: '住宿餐饮' },
  { code: 'FINANCE', name: '金融' },
  { code: 'REAL_ESTATE', name: '房地产' },
  { code: 'BUSINESS_SERVICES', name: '租赁和商务服务' },
  { code: 'RESEARCH', name: '科学研究和技术服务' },
  { code: 'EDUCATION', name: '教育' },
  { code: 'HEALTH', name: '卫生和社会工作' },
  { code: 'CULTURE', name: '文化体育和娱乐' },
  { code: 'AGRICULTURE', name: '农林牧渔' },
  { code: 'MINING', name: '采矿业' },
  { code: 'UTILITIES', name: '电力热力燃气及水' },
  { code: 'ENVIRONMENT', name: '水利环境和公共设施' },
  { code: 'RESIDENT_SERVICES', name: '居民服务' },
  { code: 'PUBLIC', name: '公共管理和社会组织' },
  { code: 'LOGISTICS', name: '仓储物流' },
  { code: 'OTHER', name: '其他' },
];
