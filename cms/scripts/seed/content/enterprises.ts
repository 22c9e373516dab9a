import { SeededRandom } from '../random';
import type { Localized } from '../locales';
import { bodyMarker, withMarker } from './markers';
import { CITIES } from './news-topics';
import { categoriesOf } from './taxonomy';

export interface EnterpriseSeed {
  slug: string;
  name: string;
  category: string;
  automotiveGrade: 'certified' | 'in-progress' | 'none';
  certifications: string[];
  recommended: boolean;
  detailAvailable: boolean;
  membersOnly: boolean;
  website: string;
  founded: number;
  city: Localized;
}

const FIRST: Record<string, string[]> = {
  A: ['Anxun', 'Aoxin', 'Aiwei', 'Anrui'],
  B: ['Baixin', 'Bohai', 'Borui', 'Bitland'],
  C: ['Chenguang', 'Chuangda', 'Cixin', 'Canyu'],
  D: ['Dawei', 'Dingxin', 'Dongrui', 'Dexun'],
  E: ['Eastwin', 'Echip', 'Ekang', 'Evertop'],
  F: ['Fangyuan', 'Fuxin', 'Fengrui', 'Feiling'],
  G: ['Guanghe', 'Gaoke', 'Goldlink', 'Guoxin'],
  H: ['Huaxun', 'Hongda', 'Haitai', 'Hexin'],
  I: ['Intellisemi', 'Icore', 'Infolink', 'Ironwave'],
  J: ['Jiahe', 'Jinxin', 'Juneng', 'Jingyuan'],
  K: ['Kaixin', 'Kingsun', 'Kerui', 'Kunlun'],
  L: ['Lanxin', 'Liyuan', 'Lutong', 'Leixin'],
  M: ['Mingda', 'Meixin', 'Maxwin', 'Moxin'],
  N: ['Ningxin', 'Nuoda', 'Nanfeng', 'Newbit'],
  O: ['Ouke', 'Oriwave', 'Omnilink', 'Ouxin'],
  P: ['Puxin', 'Pengda', 'Pinrui', 'Peakton'],
  Q: ['Qixin', 'Qianhai', 'Quanlink', 'Qingyuan'],
  R: ['Ruixun', 'Rongxin', 'Raylink', 'Runda'],
  S: ['Shengxin', 'Sinolink', 'Sanyuan', 'Shuoke'],
  T: ['Tianxin', 'Taihe', 'Tongxin', 'Topwave'],
  U: ['Unilink', 'Uniwell', 'Ultrabit', 'Uxin'],
  V: ['Vastchip', 'Vicore', 'Vantek', 'Volink'],
  W: ['Wuxun', 'Weida', 'Wenxin', 'Wavelink'],
  X: ['Xinhe', 'Xinjie', 'Xiangrui', 'Xuntong'],
  Y: ['Yuxin', 'Yongda', 'Yida', 'Yaoke'],
  Z: ['Zhuoxin', 'Zhida', 'Zerun', 'Zhenxin'],
};
const SECOND = [
  'Microelectronics',
  'Semiconductor',
  'Technology',
  'Electronics',
  'Power',
  'Sensing',
  'Precision',
  'Devices',
  'Circuits',
  'Components',
  'Optoelectronics',
  'Interconnect',
];

/** Names outside A–Z: they make the 'Other' group. */
const OTHER: Array<[string, string]> = [
  ['1st Power Devices', 'first-power-devices'],
  ['2Win Connectors', 'twowin-connectors'],
  ['3D Sensing Tech', 'three-d-sensing-tech'],
  ['5G Link Modules', 'five-g-link-modules'],
  ['6Sigma Electronics', 'six-sigma-electronics'],
  ['7Star Micro', 'seven-star-micro'],
  ['8Bit Devices', 'eight-bit-devices'],
  ['9Axis Sensors', 'nine-axis-sensors'],
  ['360 Power Systems', 'three-sixty-power-systems'],
  ['杭州明芯科技', 'hangzhou-mingxin-keji'],
  ['无锡宏达微电子', 'wuxi-hongda-weidianzi'],
  ['深圳华越电子', 'shenzhen-huayue-dianzi'],
  ['苏州晶科传感', 'suzhou-jingke-chuangan'],
  ['合肥芯源半导体', 'hefei-xinyuan-bandaoti'],
  ['成都锐芯电子', 'chengdu-ruixin-dianzi'],
  ['厦门海芯科技', 'xiamen-haixin-keji'],
  ['西安拓微电子', 'xian-tuowei-dianzi'],
  ['武汉光联器件', 'wuhan-guanglian-qijian'],
  ['上海联芯精密', 'shanghai-lianxin-jingmi'],
  ['南京博电科技', 'nanjing-bodian-keji'],
  ['宁波恒磁元件', 'ningbo-hengci-yuanjian'],
  ['东莞捷联连接器', 'dongguan-jielian-lianjieqi'],
  ['珠海芯途微电子', 'zhuhai-xintu-weidianzi'],
  ['青岛海感传感', 'qingdao-haigan-chuangan'],
];

const CERTS_BASE = ['ISO 9001', 'ISO 14001', 'ISO 45001', 'RoHS', 'REACH', 'UL'];

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `count` enterprises: one in twenty from the 'Other' list, the rest spread evenly
 * over A–Z. Enterprise `i` is the same whatever `count` is.
 */
export function enterpriseSeeds(count: number): EnterpriseSeed[] {
  const categories = categoriesOf('enterprise').map((c) => c.slug);
  const letters = Object.keys(FIRST);
  const out: EnterpriseSeed[] = [];
  let other = 0;
  let latin = 0;
  for (let i = 0; i < count; i += 1) {
    const rng = new SeededRandom(`enterprise-${i}`);
    let name: string;
    let slug: string;
    if (i % 20 === 7) {
      const [otherName, otherSlug] = OTHER[other % OTHER.length];
      const round = Math.floor(other / OTHER.length);
      name = round === 0 ? otherName : `${otherName} ${round + 1}`;
      slug = round === 0 ? otherSlug : `${otherSlug}-${round + 1}`;
      other += 1;
    } else {
      const letter = letters[latin % letters.length];
      const n = Math.floor(latin / letters.length);
      const words = FIRST[letter];
      const base = `${words[n % words.length]} ${SECOND[Math.floor(n / words.length) % SECOND.length]}`;
      const round = Math.floor(n / (words.length * SECOND.length));
      name = round === 0 ? base : `${base} ${round + 1}`;
      slug = slugify(name);
      latin += 1;
    }
    const grade = rng.next();
    const automotiveGrade = grade < 0.25 ? 'certified' : grade < 0.4 ? 'in-progress' : 'none';
    const certifications = [
      ...rng.sample(CERTS_BASE, rng.int(1, 3)),
      ...(automotiveGrade === 'certified'
        ? ['IATF 16949', rng.pick(['AEC-Q100', 'AEC-Q101', 'AEC-Q200'])]
        : []),
    ];
    out.push({
      slug,
      name,
      category: categories[rng.int(0, categories.length - 1)],
      automotiveGrade,
      certifications,
      recommended: rng.chance(0.1),
      detailAvailable: !rng.chance(0.08),
      membersOnly: rng.chance(0.12),
      website: rng.chance(0.9) ? `https://www.${slug.replace(/-\d+$/, '')}.example.com/` : '',
      founded: rng.int(1995, 2020),
      city: rng.pick(CITIES),
    });
  }
  return out;
}

const PRODUCTS: Record<string, Localized> = {
  'ic-design': {
    ja: 'マイコン、電源IC、インターフェースIC',
    zh: 'MCU、电源IC和接口芯片',
    en: 'MCUs, power ICs and interface ICs',
  },
  'discrete-power': {
    ja: 'MOSFET、IGBT、SiCダイオード',
    zh: 'MOSFET、IGBT和碳化硅二极管',
    en: 'MOSFETs, IGBTs and SiC diodes',
  },
  'passive-components': {
    ja: '積層セラミックコンデンサ、インダクタ、抵抗器',
    zh: '多层陶瓷电容、电感和电阻',
    en: 'multilayer ceramic capacitors, inductors and resistors',
  },
  'connectors-cables': {
    ja: '基板対基板コネクタ、車載用ワイヤハーネス',
    zh: '板对板连接器和车用线束',
    en: 'board-to-board connectors and automotive wire harnesses',
  },
  'sensors-modules': {
    ja: 'MEMSセンサ、無線モジュール、カメラモジュール',
    zh: 'MEMS传感器、无线模组和摄像头模组',
    en: 'MEMS sensors, wireless modules and camera modules',
  },
  'pcb-ems': {
    ja: '多層プリント基板と受託製造サービス',
    zh: '多层印制电路板和电子制造服务',
    en: 'multilayer printed circuit boards and contract manufacturing',
  },
};

const GRADE: Record<EnterpriseSeed['automotiveGrade'], Localized> = {
  certified: {
    ja: '車載品質の認証を取得済み',
    zh: '已获得车规质量认证',
    en: 'certified for automotive quality',
  },
  'in-progress': {
    ja: '車載品質の認証を取得中',
    zh: '车规质量认证进行中',
    en: 'working towards automotive certification',
  },
  none: {
    ja: '民生・産業向けが中心',
    zh: '以消费和工业领域为主',
    en: 'focused on consumer and industrial markets',
  },
};

/** Summary and description of an enterprise; the description ends with its body marker. */
export function enterpriseText(
  e: EnterpriseSeed,
  locale: keyof Localized,
): { summary: string; description: string } {
  const text = texts(e, locale);
  return {
    ...text,
    description: withMarker(text.description, locale, bodyMarker('enterprise', e.slug, e.membersOnly)),
  };
}

function texts(e: EnterpriseSeed, locale: keyof Localized): { summary: string; description: string } {
  const products = PRODUCTS[e.category][locale];
  const grade = GRADE[e.automotiveGrade][locale];
  const certs = e.certifications.map((c) => `- ${c}`).join('\n');
  if (locale === 'ja') {
    return {
      summary: `${e.city.ja}の${products}メーカー。${e.founded}年設立、${grade}。`,
      description: `## 企業概要\n\n${e.name}は${e.founded}年に${e.city.ja}で設立された、${products}のメーカーです。日本向けの出荷実績があり、日本語での技術問い合わせにも対応しています。\n\n## 認証\n\n${certs}\n\n## 取引について\n\nサンプル提供、品質書類の開示、長期供給の相談が可能です。お問い合わせフォームからご連絡ください。`,
    };
  }
  if (locale === 'zh') {
    return {
      summary: `位于${e.city.zh}的${products}制造商，成立于${e.founded}年，${grade}。`,
      description: `## 企业简介\n\n${e.name}于${e.founded}年在${e.city.zh}成立，主要生产${products}。公司具有对日出货经验，可用日语处理技术咨询。\n\n## 认证\n\n${certs}\n\n## 合作方式\n\n可提供样品、公开质量文件并洽谈长期供货。请通过咨询表单与我们联系。`,
    };
  }
  return {
    summary: `Maker of ${products} in ${e.city.en}, founded in ${e.founded}, ${grade}.`,
    description: `## Company profile\n\n${e.name} was founded in ${e.founded} in ${e.city.en} and makes ${products}. It already ships to Japan and handles technical questions in Japanese.\n\n## Certifications\n\n${certs}\n\n## Working together\n\nSamples, quality documents and long-term supply agreements are available on request. Please get in touch through the contact form.`,
  };
}
