import { formatDate, localized, type Localized } from '../locales';
import { SeededRandom } from '../random';

export interface NoticeSeed {
  slug: string;
  date: string;
  category: string;
  text: Localized<{ title: string; body: string }>;
}

type Template = {
  category: string;
  key: string;
  text: (date: string, rng: SeededRandom) => Localized<{ title: string; body: string }>;
};

const TEMPLATES: Template[] = [
  {
    category: 'maintenance',
    key: 'maintenance',
    text: (date, rng) => {
      const hours = rng.pick([2, 3, 4]);
      return localized(
        (l) =>
          ({
            ja: {
              title: `${formatDate(date, 'ja')} システムメンテナンスのお知らせ`,
              body: `${formatDate(date, 'ja')} 1:00〜${1 + hours}:00（日本時間）にシステムメンテナンスを実施します。\n\n## 影響範囲\n\n- 会員ログインとマイページ\n- 代替品検索\n- お問い合わせフォーム\n\nメンテナンス中もニュースとブランド情報はご覧いただけます。ご不便をおかけしますが、ご理解のほどお願いいたします。`,
            },
            zh: {
              title: `${formatDate(date, 'zh')}系统维护通知`,
              body: `我们将于${formatDate(date, 'zh')} 0:00至${hours}:00（北京时间）进行系统维护。\n\n## 影响范围\n\n- 会员登录与个人中心\n- 替代料搜索\n- 咨询表单\n\n维护期间仍可浏览新闻和品牌信息。给您带来不便，敬请谅解。`,
            },
            en: {
              title: `Scheduled maintenance on ${formatDate(date, 'en')}`,
              body: `We will carry out system maintenance on ${formatDate(date, 'en')} from 1:00 to ${1 + hours}:00 (Japan time).\n\n## Affected services\n\n- Member login and account pages\n- Substitute search\n- Contact form\n\nNews and brand pages stay available during the maintenance. We apologise for any inconvenience.`,
            },
          })[l],
      );
    },
  },
  {
    category: 'service',
    key: 'holiday',
    text: (date) => {
      const year = Number(date.slice(0, 4));
      return localized(
        (l) =>
          ({
            ja: {
              title: `${year}年 年末年始の営業についてのお知らせ`,
              body: `誠に勝手ながら、${year}年12月29日から${year + 1}年1月3日まで年末年始休業とさせていただきます。\n\n休業期間中にいただいたお問い合わせには、${year + 1}年1月6日以降、順次2〜3営業日以内にご回答いたします。ウェブサイトと代替品検索は休業中もご利用いただけます。`,
            },
            zh: {
              title: `${year}年年末年初休假安排通知`,
              body: `${year}年12月29日至${year + 1}年1月3日为年末年初休假期间。\n\n休假期间收到的咨询，我们将于${year + 1}年1月6日起依次在2至3个工作日内答复。网站和替代料搜索在休假期间照常可用。`,
            },
            en: {
              title: `Year-end holidays ${year}`,
              body: `Our offices are closed from 29 December ${year} to 3 January ${year + 1}.\n\nEnquiries received during the holidays will be answered from 6 January ${year + 1}, within 2 to 3 business days. The website and the substitute search remain available.`,
            },
          })[l],
      );
    },
  },
  {
    category: 'events',
    key: 'exhibition',
    text: (date, rng) => {
      const booth = `${rng.pick(['E', 'W', 'N'])}${rng.int(1, 5)}-${rng.int(100, 899)}`;
      return localized(
        (l) =>
          ({
            ja: {
              title: `展示会出展のお知らせ（ブース ${booth}）`,
              body: `${formatDate(date, 'ja')}から3日間開催される展示会に出展いたします。\n\n## 展示内容\n\n- 代替品検索サービスの実演\n- PrimeSelect 掲載ブランドの新製品\n- 車載・産業向けパワー半導体\n\nブース番号は ${booth} です。皆さまのご来場をお待ちしております。`,
            },
            zh: {
              title: `参展通知（展位 ${booth}）`,
              body: `我们将参加自${formatDate(date, 'zh')}起为期三天的展会。\n\n## 展示内容\n\n- 替代料搜索服务现场演示\n- PrimeSelect 品牌新品\n- 面向汽车和工业的功率半导体\n\n展位号为 ${booth}，欢迎莅临参观。`,
            },
            en: {
              title: `Visit us at the trade show (booth ${booth})`,
              body: `We are exhibiting at the three-day trade show opening on ${formatDate(date, 'en')}.\n\n## On show\n\n- Live demonstrations of the substitute search\n- New products from PrimeSelect brands\n- Power semiconductors for automotive and industrial use\n\nFind us at booth ${booth}. We look forward to meeting you.`,
            },
          })[l],
      );
    },
  },
  {
    category: 'service',
    key: 'feature',
    text: (date, rng) => {
      const feature = rng.pick([
        {
          ja: '企業一覧のアルファベット検索',
          zh: '企业一览按字母检索',
          en: 'alphabetical search in the enterprise overview',
        },
        { ja: 'ニュースのタグ絞り込み', zh: '新闻按标签筛选', en: 'tag filters for news' },
        {
          ja: '代替品検索のデータシート表示',
          zh: '替代料搜索的数据手册显示',
          en: 'datasheet previews in the substitute search',
        },
      ]);
      return localized(
        (l) =>
          ({
            ja: {
              title: `新機能「${feature.ja}」を公開しました`,
              body: `${formatDate(date, 'ja')}、${feature.ja}の機能を公開しました。\n\nより早く目的の情報にたどり着けるよう、今後も機能の改善を続けてまいります。ご意見・ご要望はお問い合わせフォームからお寄せください。`,
            },
            zh: {
              title: `新功能「${feature.zh}」已上线`,
              body: `${formatDate(date, 'zh')}，${feature.zh}功能正式上线。\n\n我们将持续改进功能，帮助您更快找到所需信息。欢迎通过咨询表单提出意见和建议。`,
            },
            en: {
              title: `New: ${feature.en}`,
              body: `On ${formatDate(date, 'en')} we released ${feature.en}.\n\nWe keep improving the site so that you find what you need faster. Send us your ideas through the contact form.`,
            },
          })[l],
      );
    },
  },
  {
    category: 'service',
    key: 'data-update',
    text: (date, rng) => {
      const records = rng.int(20, 80) * 10000;
      return localized(
        (l) =>
          ({
            ja: {
              title: '代替品データベースを更新しました',
              body: `${formatDate(date, 'ja')}、代替品データベースに約${records.toLocaleString('en-US')}件の部品情報を追加しました。\n\n## 主な追加内容\n\n- 車載グレードのパワー半導体\n- 産業用インターフェースIC\n- 受動部品のシリーズ情報\n\n会員の皆さまは引き続き無料でご利用いただけます。`,
            },
            zh: {
              title: '替代料数据库已更新',
              body: `${formatDate(date, 'zh')}，替代料数据库新增约${records.toLocaleString('en-US')}条器件信息。\n\n## 主要新增内容\n\n- 车规级功率半导体\n- 工业接口芯片\n- 被动元件系列信息\n\n会员可继续免费使用。`,
            },
            en: {
              title: 'Substitute database updated',
              body: `On ${formatDate(date, 'en')} we added about ${records.toLocaleString('en-US')} part records to the substitute database.\n\n## What is new\n\n- Automotive-grade power semiconductors\n- Industrial interface ICs\n- Series data for passive components\n\nMembers keep using it free of charge.`,
            },
          })[l],
      );
    },
  },
];

const HANDLER_CHANGE: NoticeSeed = {
  slug: 'notice-2024-10-10-data-handler-change',
  date: '2024-10-10',
  category: 'policy',
  text: {
    ja: {
      title: '個人情報取扱事業者の変更と利用規約・プライバシーポリシー改定のお知らせ',
      body: '2024年10月10日より、本サイトにおける個人情報の取扱事業者を上海現地法人に変更し、利用規約とプライバシーポリシーを改定しました。\n\n## 既存会員の皆さまへ\n\n- 次回ログイン時に、改定後の利用規約とプライバシーポリシーへの同意をお願いしています\n- 同意後、パスワード再設定用のメールをお送りします\n- 同意いただくまで会員限定コンテンツはご利用いただけません\n\nご不明な点はお問い合わせフォームからご連絡ください。2〜3営業日以内にご回答します。',
    },
    zh: {
      title: '关于个人信息处理者变更及用户协议、隐私政策修订的通知',
      body: '自2024年10月10日起，本网站的个人信息处理者变更为上海子公司，同时修订了用户协议和隐私政策。\n\n## 致现有会员\n\n- 下次登录时，请同意修订后的用户协议和隐私政策\n- 同意后，我们将发送重新设置密码的邮件\n- 在同意之前，将无法使用会员专享内容\n\n如有疑问，请通过咨询表单联系我们，我们将在2至3个工作日内答复。',
    },
    en: {
      title: 'Change of the personal-data handler and revised terms and privacy policy',
      body: 'From 10 October 2024 the handler of personal information on this site is our Shanghai subsidiary, and the terms of use and privacy policy have been revised accordingly.\n\n## For existing members\n\n- At your next login, please agree to the revised terms of use and privacy policy\n- After you agree, we send you an email to set a new password\n- Members-only content is available again once you have agreed\n\nQuestions? Use the contact form; we reply within 2 to 3 business days.',
    },
  },
};

/** `count` notices spread over 2019–2026, always including the 2024 handler change. */
export function noticeSeeds(count: number): NoticeSeed[] {
  const out: NoticeSeed[] = [HANDLER_CHANGE];
  for (let i = 0; out.length < count; i += 1) {
    const rng = new SeededRandom(`notice-${i}`);
    const template = TEMPLATES[i % TEMPLATES.length];
    const day = Math.floor((i * 59.3) % 2840) + 3;
    const drawn = new Date(Date.UTC(2019, 0, 1) + day * 86400000).toISOString().slice(0, 10);
    // Holiday notices go out at the start of December of their year.
    const date = template.key === 'holiday' ? `${drawn.slice(0, 4)}-12-01` : drawn;
    out.push({
      slug: `notice-${date}-${template.key}-${i + 1}`,
      date,
      category: template.category,
      text: template.text(date, rng),
    });
  }
  return out.slice(0, count);
}
