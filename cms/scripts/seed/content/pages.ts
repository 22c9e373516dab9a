import type { Localized } from '../locales';
import type { PdfPage } from '../assets/pdf';

export const ABOUT_PAGE: Localized<{ title: string; body: string }> = {
  ja: {
    title: '私たちについて',
    body: `## 日本と中国のエレクトロニクスをつなぐ

私たちは日本の電子部品商社グループの上海現地法人として、中国の半導体・電子部品メーカーと日本のお客さまをつなぐ情報サービスを運営しています。

## 提供しているサービス

- 中国製部品のピン互換代替品を探せる代替品検索（会員は無料）
- 半導体・業界ニュース
- 厳選ブランドを紹介する PrimeSelect
- カテゴリ・アルファベットで探せる企業一覧

## 私たちの強み

上海と東京の拠点が連携し、品質書類の確認、サンプル手配、長期供給の相談まで日本語でサポートします。お問い合わせには2〜3営業日以内にご回答します。`,
  },
  zh: {
    title: '关于我们',
    body: `## 连接日本与中国的电子产业

我们是日本电子元器件贸易集团的上海子公司，运营连接中国半导体和电子元器件厂商与日本客户的信息服务。

## 我们的服务

- 查找国产器件引脚兼容替代料的替代料搜索（会员免费）
- 半导体与行业新闻
- 精选品牌展示 PrimeSelect
- 可按类别和字母查找的企业一览

## 我们的优势

上海与东京团队紧密协作，可用日语支持质量文件确认、样品安排和长期供货洽谈。我们将在2至3个工作日内答复您的咨询。`,
  },
  en: {
    title: 'About us',
    body: `## Connecting electronics in Japan and China

We are the Shanghai subsidiary of a Japanese electronics trading group and run an information service that connects Chinese semiconductor and component makers with customers in Japan.

## What we offer

- Substitute search for pin-compatible replacements of Chinese-made parts (free for members)
- Semiconductor and industry news
- PrimeSelect, a showcase of selected brands
- An enterprise overview searchable by category and alphabet

## Why work with us

Our teams in Shanghai and Tokyo check quality documents, arrange samples and negotiate long-term supply with you in Japanese. We answer enquiries within 2 to 3 business days.`,
  },
};

export const SUBSTITUTE_LANDING: Localized<{
  title: string;
  intro: string;
  features: Array<{ title: string; text: string }>;
}> = {
  ja: {
    title: '代替品検索',
    intro:
      '800万件を超える部品データから、中国製部品のピン互換代替品をAIが推奨します。会員は無料で利用でき、提携取引プラットフォームにも無料でアクセスできます。',
    features: [
      {
        title: 'AIによる代替品推奨',
        text: '型番を入力するだけで、ピン配置・電気的特性・パッケージが一致する候補を推奨度順に表示します。',
      },
      {
        title: '800万件超のデータベース',
        text: '主要メーカーの部品データとデータシートを随時追加しています。最新の更新日はデータ件数の欄に表示しています。',
      },
      { title: '会員は無料', text: '無料の会員登録だけで、検索回数の制限なくご利用いただけます。' },
      {
        title: '提携プラットフォームで調達',
        text: '見つけた部品は、提携取引プラットフォームで在庫と価格を確認できます。',
      },
    ],
  },
  zh: {
    title: '替代料搜索',
    intro:
      'AI从超过800万条器件数据中推荐国产器件的引脚兼容替代料。会员可免费使用，并可免费访问合作交易平台。',
    features: [
      { title: 'AI推荐替代料', text: '只需输入型号，即可按推荐度列出引脚、电气特性和封装一致的候选器件。' },
      {
        title: '超过800万条数据',
        text: '持续收录主要厂商的器件数据和数据手册，最近一次更新日期显示在数据量栏中。',
      },
      { title: '会员免费', text: '免费注册会员即可不限次数使用。' },
      { title: '合作平台采购', text: '找到的器件可在合作交易平台查询库存和价格。' },
    ],
  },
  en: {
    title: 'Substitute search',
    intro:
      'AI recommends pin-to-pin replacements for Chinese-made components from a database of over 8 million part records. Members use it free of charge and get free access to our partner trading platform.',
    features: [
      {
        title: 'AI-recommended substitutes',
        text: 'Enter a part number and see candidates with matching pinout, electrical characteristics and package, ranked by fit.',
      },
      {
        title: 'Over 8 million records',
        text: 'Part data and datasheets from the major makers, added as they are published; the data panel shows the date of the latest update.',
      },
      { title: 'Free for members', text: 'A free membership gives unlimited searches.' },
      {
        title: 'Buy through our partner',
        text: 'Check stock and prices of the parts you find on the partner trading platform.',
      },
    ],
  },
};

export const LANDING_PANEL = {
  dataVolume: '8,000,000+',
  datasheets: '3,200,000+',
  brandCount: '1,500+',
  replacementModels: '1,200,000+',
  updatedOn: '2026-10-01',
};

/** Pages of the operation guide PDF (English: the PDF uses the standard Latin fonts). */
export const GUIDE_PAGES: PdfPage[] = [
  {
    heading: '1. Getting started',
    paragraphs: [
      'The substitute search finds pin-to-pin replacements for Chinese-made components. It is free for members: register with your company name, user name and email address, then set your password from the link in the activation email.',
      'After logging in, open Substitute search from the home page or the header menu. The search works in Japanese, Chinese and English; part numbers are the same in every language.',
    ],
  },
  {
    heading: '2. Searching for a part',
    paragraphs: [
      'Type a manufacturer part number into the search box. Partial numbers work: the list narrows while you type. Press Enter or select a suggestion to open the results.',
      'Filters on the left narrow the results by package, temperature grade (commercial, industrial, automotive), supply voltage and lifecycle status.',
    ],
  },
  {
    heading: '3. Reading the results',
    paragraphs: [
      'Each candidate shows a match score. Pin-to-pin means the pinout and package are identical; functional means the function matches but the board may need changes.',
      'Open a candidate to compare key parameters side by side with the original part. Differences are highlighted. Always check the datasheet and evaluate samples on your board before adopting a substitute.',
    ],
  },
  {
    heading: '4. Datasheets and sourcing',
    paragraphs: [
      'Datasheets open in a new tab. The data-volume panel on the landing page shows how many records, datasheets, brands and replacement models the database holds and when it was last updated.',
      'The Buy link takes you to the partner trading platform, where members check stock and prices free of charge.',
    ],
  },
  {
    heading: '5. Support',
    paragraphs: [
      'Questions about the search or a result? Use the contact form on the site. We reply within 2 to 3 business days.',
    ],
  },
];
