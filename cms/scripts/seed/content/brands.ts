import { SeededRandom } from '../random';
import type { Localized } from '../locales';
import { bodyMarker, withMarker } from './markers';
import { CITIES } from './news-topics';

export interface BrandSeed {
  slug: string;
  name: Localized;
  category: string;
  recommended: boolean;
  automotiveGrade: boolean;
  officialUrl: string;
  membersOnly: boolean;
  detailSynced: boolean;
  withMaterials: boolean;
  colour: [number, number, number];
  founded: number;
  city: Localized;
  employees: number;
}

const LIST: Array<[string, string, string, string]> = [
  ['xinrui-micro', 'Xinrui Micro', '芯锐微电子', 'brand-mcu'],
  ['lingxin-semiconductor', 'Lingxin Semiconductor', '灵芯半导体', 'brand-mcu'],
  ['huachen-microelectronics', 'Huachen Microelectronics', '华辰微电子', 'brand-mcu'],
  ['qiyuan-technology', 'Qiyuan Technology', '启源科技', 'brand-mcu'],
  ['zhixin-core', 'Zhixin Core', '智芯核', 'brand-mcu'],
  ['ewin-micro', 'Ewin Micro', '易微电子', 'brand-mcu'],
  ['xiwei-micro', 'Xiwei Micro', '熙微微电子', 'brand-mcu'],
  ['quanxin-mcu', 'Quanxin MCU', '泉芯微控', 'brand-mcu'],
  ['anxin-power', 'Anxin Power', '安芯电源', 'brand-power'],
  ['tianrui-sic', 'Tianrui SiC', '天瑞碳化硅', 'brand-power'],
  ['guangyao-gan', 'Guangyao GaN', '光耀氮化镓', 'brand-power'],
  ['yuheng-power', 'Yuheng Power', '宇衡功率', 'brand-power'],
  ['boyuan-semiconductor', 'Boyuan Semiconductor', '博源半导体', 'brand-power'],
  ['ledian-power', 'Ledian Power', '乐电功率', 'brand-power'],
  ['ruixin-power', 'Ruixin Power', '睿芯功率', 'brand-power'],
  ['haina-power', 'Haina Power', '海纳功率', 'brand-power'],
  ['jingwei-analog', 'Jingwei Analog', '精微模拟', 'brand-analog'],
  ['xinyu-linear', 'Xinyu Linear', '信宇线性', 'brand-analog'],
  ['mingrui-analog', 'Mingrui Analog', '明锐模拟', 'brand-analog'],
  ['tongda-interface', 'Tongda Interface', '通达接口', 'brand-analog'],
  ['yixin-analog', 'Yixin Analog', '易芯模拟', 'brand-analog'],
  ['huaning-micro', 'Huaning Micro', '华宁微', 'brand-analog'],
  ['zhigan-sensing', 'Zhigan Sensing', '智感传感', 'brand-sensors'],
  ['weice-technology', 'Weice Technology', '微测科技', 'brand-sensors'],
  ['ruishi-optoelectronics', 'Ruishi Optoelectronics', '锐视光电', 'brand-sensors'],
  ['lingce-sensors', 'Lingce Sensors', '灵测传感', 'brand-sensors'],
  ['oucheng-sensing', 'Oucheng Sensing', '欧成传感', 'brand-sensors'],
  ['vistek-sensors', 'Vistek Sensors', '维视传感', 'brand-sensors'],
  ['kexin-mems', 'Kexin MEMS', '科芯MEMS', 'brand-sensors'],
  ['cunxin-memory', 'Cunxin Memory', '存芯存储', 'brand-memory'],
  ['xinyi-storage', 'Xinyi Storage', '芯忆存储', 'brand-memory'],
  ['jicun-semiconductor', 'Jicun Semiconductor', '极存半导体', 'brand-memory'],
  ['ubit-memory', 'Ubit Memory', '优比特存储', 'brand-memory'],
  ['ruicun-memory', 'Ruicun Memory', '睿存存储', 'brand-memory'],
  ['lianci-components', 'Lianci Components', '联磁元件', 'brand-passive'],
  ['feida-connectors', 'Feida Connectors', '飞达连接器', 'brand-passive'],
  ['kerong-capacitors', 'Kerong Capacitors', '科容电容', 'brand-passive'],
  ['yuanjing-crystal', 'Yuanjing Crystal', '元晶晶振', 'brand-passive'],
  ['taili-inductors', 'Taili Inductors', '泰力电感', 'brand-passive'],
  ['jiexun-connectors', 'Jiexun Connectors', '捷讯连接器', 'brand-passive'],
];

/** The brand list; flags are spread deterministically over it. */
export function brandSeeds(count = LIST.length): BrandSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const [baseSlug, en, zh, category] = LIST[i % LIST.length];
    const round = Math.floor(i / LIST.length);
    const slug = round === 0 ? baseSlug : `${baseSlug}-${round + 1}`;
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const rng = new SeededRandom(`brand-${slug}`);
    return {
      slug,
      name: { ja: `${en}${suffix}`, zh: `${zh}${suffix}`, en: `${en}${suffix}` },
      category,
      recommended: i % 3 === 0,
      automotiveGrade: ['brand-power', 'brand-analog', 'brand-sensors'].includes(category)
        ? i % 2 === 0
        : i % 5 === 0,
      officialUrl: i % 7 === 3 ? '' : `https://www.${slug}.example.com/`,
      membersOnly: i % 5 === 1,
      detailSynced: i % 13 !== 12,
      withMaterials: i % 8 === 0,
      colour: [rng.int(20, 120), rng.int(40, 140), rng.int(90, 200)],
      founded: rng.int(1998, 2018),
      city: rng.pick(CITIES),
      employees: rng.int(3, 60) * 50,
    };
  });
}

const PRODUCTS: Record<string, Localized<string[]>> = {
  'brand-mcu': {
    ja: [
      'Arm Cortex-M0+/M4 汎用マイコン',
      'RISC-V 低消費電力マイコン',
      'モータ制御用マイコン',
      'タッチ・表示制御用マイコン',
    ],
    zh: ['Arm Cortex-M0+/M4 通用MCU', 'RISC-V 低功耗MCU', '电机控制专用MCU', '触控与显示控制MCU'],
    en: [
      'Arm Cortex-M0+/M4 general-purpose MCUs',
      'Low-power RISC-V MCUs',
      'Motor-control MCUs',
      'Touch and display controller MCUs',
    ],
  },
  'brand-power': {
    ja: ['SiC MOSFET・SiC ショットキーダイオード', 'GaN HEMT', 'DC-DC コンバータ・LDO', 'ゲートドライバ'],
    zh: ['碳化硅MOSFET与肖特基二极管', '氮化镓HEMT', 'DC-DC转换器与LDO', '栅极驱动器'],
    en: ['SiC MOSFETs and Schottky diodes', 'GaN HEMTs', 'DC-DC converters and LDOs', 'Gate drivers'],
  },
  'brand-analog': {
    ja: [
      '高精度オペアンプ・コンパレータ',
      'RS-485/CAN トランシーバ',
      'デジタルアイソレータ',
      'データコンバータ（ADC/DAC）',
    ],
    zh: ['高精度运放与比较器', 'RS-485/CAN收发器', '数字隔离器', '数据转换器（ADC/DAC）'],
    en: [
      'Precision op-amps and comparators',
      'RS-485 and CAN transceivers',
      'Digital isolators',
      'Data converters (ADC/DAC)',
    ],
  },
  'brand-sensors': {
    ja: ['MEMS 加速度・ジャイロセンサ', '温湿度センサ', 'CMOS イメージセンサ', '電流センサ'],
    zh: ['MEMS加速度计与陀螺仪', '温湿度传感器', 'CMOS图像传感器', '电流传感器'],
    en: [
      'MEMS accelerometers and gyroscopes',
      'Temperature and humidity sensors',
      'CMOS image sensors',
      'Current sensors',
    ],
  },
  'brand-memory': {
    ja: ['SPI NOR フラッシュ', 'SLC NAND フラッシュ', 'EEPROM', '車載向け LPDDR4'],
    zh: ['SPI NOR Flash', 'SLC NAND Flash', 'EEPROM', '车规级LPDDR4'],
    en: ['SPI NOR flash', 'SLC NAND flash', 'EEPROM', 'Automotive LPDDR4'],
  },
  'brand-passive': {
    ja: ['積層セラミックコンデンサ', 'パワーインダクタ', '水晶振動子・発振器', '基板対基板コネクタ'],
    zh: ['多层陶瓷电容', '功率电感', '晶体谐振器与振荡器', '板对板连接器'],
    en: [
      'Multilayer ceramic capacitors',
      'Power inductors',
      'Crystals and oscillators',
      'Board-to-board connectors',
    ],
  },
};

const USES: Localized<string[]> = {
  ja: [
    '産業機器・FA',
    '車載（ボディ・パワートレイン・ADAS）',
    '民生・家電',
    '通信インフラ',
    'エネルギー・蓄電システム',
  ],
  zh: [
    '工业设备与自动化',
    '汽车电子（车身、动力总成、ADAS）',
    '消费电子与家电',
    '通信基础设施',
    '能源与储能系统',
  ],
  en: [
    'Industrial equipment and factory automation',
    'Automotive (body, powertrain, ADAS)',
    'Consumer electronics and appliances',
    'Communications infrastructure',
    'Energy and storage systems',
  ],
};

const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** The detail sections that are members-only for a members-only brand (decision 010). */
const GUARDED_SECTIONS = [
  'qualityCertification',
  'companyOverview',
  'productLineup',
  'useCases',
  'materials',
  'contact',
] as const;

/**
 * The six detail sections and summary of a brand, in one language. Each guarded section of a
 * members-only brand carries its marker; a public brand's overview carries the public one.
 */
export function brandText(b: BrandSeed, locale: keyof Localized) {
  const text = sections(b, locale);
  const marker = bodyMarker('brand', b.slug, b.membersOnly);
  for (const field of b.membersOnly ? GUARDED_SECTIONS : (['companyOverview'] as const)) {
    text[field] = withMarker(text[field], locale, marker);
  }
  return text;
}

function sections(b: BrandSeed, locale: keyof Localized) {
  const name = b.name[locale];
  const products = PRODUCTS[b.category][locale];
  const certs = [
    'ISO 9001:2015',
    'ISO 14001:2015',
    ...(b.automotiveGrade ? ['IATF 16949:2016', 'AEC-Q100 / AEC-Q101'] : []),
  ];
  const uses = b.automotiveGrade ? USES[locale] : USES[locale].filter((_, i) => i !== 1);
  const email = `sales@${b.slug}.example.com`;
  if (locale === 'ja') {
    return {
      summary: `${b.city.ja}に本社を置く${name}は、${products[0]}を中心に展開するメーカーです。日本市場向けの技術サポートと安定供給に力を入れています。`,
      qualityCertification: `## 品質認証\n\n${name}は以下の認証を取得しています。\n\n${list(certs)}\n\n全製品について、出荷検査データと信頼性試験報告書を提供できます。`,
      companyOverview: `## 会社概要\n\n${b.founded}年に${b.city.ja}で設立。従業員数は約${b.employees}名で、そのうち約4割が研究開発に従事しています。設計から量産まで一貫した体制を持ち、日本の商社を通じた供給実績も豊富です。`,
      productLineup: `## 製品ラインアップ\n\n${list(products)}\n\n詳細な型番とデータシートは代替品検索からも確認できます。`,
      useCases: `## 採用事例\n\n${list(uses)}\n\n国内外の大手メーカーで量産採用されています。`,
      materials: `## 詳細資料\n\n製品カタログ、信頼性試験報告書、PCN（変更通知）の履歴をご用意しています。${b.withMaterials ? '下記の資料をダウンロードしてご覧ください。' : '資料のご請求はお問い合わせフォームからお願いします。'}`,
      contact: `## お問い合わせ\n\n日本語対応の営業窓口：${email}\n\n受付時間は平日9:00〜18:00（日本時間）です。2〜3営業日以内にご回答します。`,
    };
  }
  if (locale === 'zh') {
    return {
      summary: `${name}总部位于${b.city.zh}，主要产品为${products[0]}，重视面向日本市场的技术支持与稳定供货。`,
      qualityCertification: `## 质量认证\n\n${name}已取得以下认证：\n\n${list(certs)}\n\n所有产品均可提供出货检验数据和可靠性测试报告。`,
      companyOverview: `## 公司概况\n\n${b.founded}年成立于${b.city.zh}，员工约${b.employees}人，其中约四成从事研发工作。公司具备从设计到量产的完整体系，并通过日本贸易商积累了丰富的供货经验。`,
      productLineup: `## 产品线\n\n${list(products)}\n\n具体型号和数据手册也可在替代料搜索中查询。`,
      useCases: `## 应用案例\n\n${list(uses)}\n\n产品已被国内外多家知名厂商批量采用。`,
      materials: `## 详细资料\n\n我们提供产品目录、可靠性测试报告和PCN（变更通知）记录。${b.withMaterials ? '请下载下方资料查阅。' : '如需资料，请通过咨询表单联系我们。'}`,
      contact: `## 联系方式\n\n日语服务销售窗口：${email}\n\n受理时间为工作日9:00至18:00（日本时间），我们将在2至3个工作日内答复。`,
    };
  }
  return {
    summary: `Headquartered in ${b.city.en}, ${name} focuses on ${products[0].toLowerCase()} and puts weight on technical support and stable supply for Japanese customers.`,
    qualityCertification: `## Quality certification\n\n${name} holds the following certifications:\n\n${list(certs)}\n\nOutgoing inspection data and reliability test reports are available for every product.`,
    companyOverview: `## Company overview\n\nFounded in ${b.founded} in ${b.city.en}, the company employs about ${b.employees} people, around 40% of them in research and development. It runs everything from design to volume production and has a long record of supply through Japanese trading companies.`,
    productLineup: `## Product lineup\n\n${list(products)}\n\nPart numbers and datasheets can also be found through the substitute search.`,
    useCases: `## Use cases\n\n${list(uses)}\n\nThe products are in volume production at major manufacturers in Asia and Europe.`,
    materials: `## Detailed materials\n\nProduct catalogues, reliability test reports and the history of product change notices (PCN) are available. ${b.withMaterials ? 'Download the documents below.' : 'Please request them through the contact form.'}`,
    contact: `## Contact\n\nSales desk with Japanese support: ${email}\n\nOpen weekdays 9:00 to 18:00 (Japan time). We reply within 2 to 3 business days.`,
  };
}
