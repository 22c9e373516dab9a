import type { Localized } from '../locales';

export interface CategorySeed {
  slug: string;
  kind: 'news' | 'notice' | 'brand' | 'enterprise';
  name: Localized;
}
export interface TagSeed {
  slug: string;
  name: Localized;
}

const c = (kind: CategorySeed['kind'], slug: string, ja: string, zh: string, en: string): CategorySeed => ({
  kind,
  slug,
  name: { ja, zh, en },
});

export const CATEGORIES: CategorySeed[] = [
  c('news', 'market-trends', '市場動向', '市场动态', 'Market Trends'),
  c('news', 'new-products', '新製品', '新品发布', 'New Products'),
  c('news', 'automotive', '車載・モビリティ', '汽车电子', 'Automotive'),
  c('news', 'supply-chain', 'サプライチェーン', '供应链', 'Supply Chain'),
  c('news', 'trade-shows', '展示会・イベント', '展会活动', 'Trade Shows'),
  c('news', 'industry-policy', '業界・政策', '产业政策', 'Industry and Policy'),
  c('notice', 'service', 'サービス', '服务公告', 'Service'),
  c('notice', 'maintenance', 'メンテナンス', '系统维护', 'Maintenance'),
  c('notice', 'events', 'イベント', '活动', 'Events'),
  c('notice', 'policy', '規約・ポリシー', '条款与政策', 'Terms and Policies'),
  c('brand', 'brand-mcu', 'マイコン・プロセッサ', '微控制器与处理器', 'MCUs and Processors'),
  c(
    'brand',
    'brand-power',
    'パワー半導体・電源IC',
    '功率半导体与电源IC',
    'Power Semiconductors and Power ICs',
  ),
  c('brand', 'brand-analog', 'アナログ・インターフェース', '模拟与接口', 'Analog and Interface'),
  c('brand', 'brand-sensors', 'センサ', '传感器', 'Sensors'),
  c('brand', 'brand-memory', 'メモリ', '存储器', 'Memory'),
  c('brand', 'brand-passive', '受動部品・コネクタ', '被动元件与连接器', 'Passive Components and Connectors'),
  c('enterprise', 'ic-design', 'IC設計', '芯片设计', 'IC Design'),
  c(
    'enterprise',
    'discrete-power',
    'ディスクリート・パワーデバイス',
    '分立器件与功率器件',
    'Discrete and Power Devices',
  ),
  c('enterprise', 'passive-components', '受動部品', '被动元件', 'Passive Components'),
  c('enterprise', 'connectors-cables', 'コネクタ・ケーブル', '连接器与线缆', 'Connectors and Cables'),
  c('enterprise', 'sensors-modules', 'センサ・モジュール', '传感器与模组', 'Sensors and Modules'),
  c('enterprise', 'pcb-ems', 'プリント基板・EMS', 'PCB与电子制造服务', 'PCB and EMS'),
];

export const categoriesOf = (kind: CategorySeed['kind']): CategorySeed[] =>
  CATEGORIES.filter((cat) => cat.kind === kind);

const t = (slug: string, ja: string, zh: string, en: string): TagSeed => ({ slug, name: { ja, zh, en } });

export const TAGS: TagSeed[] = [
  t('mcu', 'マイコン', 'MCU', 'MCU'),
  t('power-ic', '電源IC', '电源IC', 'Power IC'),
  t('sic', 'SiC', '碳化硅', 'SiC'),
  t('gan', 'GaN', '氮化镓', 'GaN'),
  t('ev', 'EV', '新能源汽车', 'EV'),
  t('adas', 'ADAS', '智能驾驶', 'ADAS'),
  t('aec-q100', 'AEC-Q100', '车规认证', 'AEC-Q100'),
  t('risc-v', 'RISC-V', 'RISC-V', 'RISC-V'),
  t('iot', 'IoT', '物联网', 'IoT'),
  t('memory', 'メモリ', '存储', 'Memory'),
  t('lead-time', '納期', '交期', 'Lead Times'),
  t('substitute', '代替品', '国产替代', 'Substitutes'),
];
