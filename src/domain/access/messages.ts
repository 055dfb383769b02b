// Access-denial messages, title then description (spec screens-data-rules.md §8), exactly as the spec gives them.
export const ACCESS_DENIED = {
  clientUnsupported: { title: '本应用不支持当前客户端访问', description: '请更换其他客户端以获得更好的访问体验' },
  closed: { title: '应用已关闭访问', description: '请联系应用管理员了解情况' },
  windowEnded: { title: '您访问的应用已过开放时间' },
  windowNotStarted: { title: '您访问的应用未到开放时间' },
  guestModeOff: { title: '您无权访问本应用', description: '应用未开启访客模式,仅限普通成员访问' },
  enterpriseOnly: { title: '应用仅对企业用户开放', description: '请您 切换 身份，以企业身份访问' },
  whitelist: { title: '应用仅对特定用户开放' },
} as const;

/** 开放时间：start~end */
export const openTimeDescription = (start: string, end: string): string => `开放时间：${start}~${end}`;

/** 应用仅对 {cards} 会员卡会员开放~ */
export const cardWhitelistDescription = (cards: string): string => `应用仅对 ${cards} 会员卡会员开放~`;

/** 应用仅对购买 {goods} 商品的用户开放 */
export const goodsWhitelistDescription = (goods: string): string => `应用仅对购买 ${goods} 商品的用户开放`;

/** How several card or goods names are joined in one message. */
export const NAME_SEPARATOR = '、';
