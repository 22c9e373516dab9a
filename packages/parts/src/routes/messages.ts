/** The few messages the parts routes answer, in the reader's language (header `x-locale`). */
export const PARTS_LOCALES = ['jp', 'zh', 'en'] as const;
export type PartsLocale = (typeof PARTS_LOCALES)[number];

export const MESSAGES = {
  ok: { jp: '成功', zh: '成功', en: 'Success' },
  badQuery: { jp: '検索条件が正しくありません。', zh: '查询条件不正确。', en: 'The query is not valid.' },
  queryRequired: {
    jp: '型番・キーワードを入力するか、カテゴリまたはブランドを選択してください。',
    zh: '请输入型号或关键词，或选择类别或品牌。',
    en: 'Enter a part number or keywords, or choose a category or brand.',
  },
  notFound: { jp: '該当する部品が見つかりません。', zh: '未找到该元器件。', en: 'Part not found.' },
  membersOnlyPreview: {
    jp: '無料会員登録で、すべての検索結果と比較の詳細をご覧いただけます。',
    zh: '免费注册会员，即可查看全部结果和对比详情。',
    en: 'Register for free to see every result and the full comparison.',
  },
  notExactMatch: {
    jp: '完全一致する型番はありません。近い型番を表示しています。',
    zh: '没有完全匹配的型号，以下为相近型号。',
    en: 'Not an exact match: showing the closest part numbers.',
  },
  tooManyRequests: {
    jp: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
    zh: '请求过于频繁，请稍后再试。',
    en: 'Too many requests. Please try again later.',
  },
  serverError: { jp: 'サーバーエラーが発生しました。', zh: '服务器错误。', en: 'Server error.' },
} as const satisfies Record<string, Record<PartsLocale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function localeOf(header: unknown): PartsLocale {
  const value = Array.isArray(header) ? header[0] : header;
  return (PARTS_LOCALES as readonly string[]).includes(String(value)) ? (value as PartsLocale) : 'jp';
}

export function message(key: MessageKey, locale: PartsLocale): string {
  return MESSAGES[key][locale];
}
