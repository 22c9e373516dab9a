import type { Localized } from '../locales';

/** Values a news template is filled with; names are already in the article's language. */
export interface NewsVars {
  brand: Localized;
  year: number;
  series: string;
  mhz: number;
  flashKb: number;
  efficiency: number;
  pct: number;
  weeks: number;
  quarter: Localized;
  show: Localized;
  city: Localized;
  amps: number;
}

export interface NewsText {
  title: string;
  summary: string;
  intro: string;
  points: string[];
  outlook: string;
}

export interface NewsTopic {
  category: string;
  tags: string[];
  text: (v: NewsVars) => Localized<NewsText>;
}

export const SHOWS: Localized[] = [
  { ja: 'SEMICON China', zh: 'SEMICON China', en: 'SEMICON China' },
  { ja: 'electronica China', zh: '慕尼黑上海电子展', en: 'electronica China' },
  { ja: 'embedded world', zh: '德国纽伦堡嵌入式展', en: 'embedded world' },
  { ja: 'CEATEC', zh: 'CEATEC日本高科技博览会', en: 'CEATEC' },
  { ja: 'オートモーティブワールド', zh: '东京国际汽车技术展', en: 'Automotive World' },
  { ja: '中国国際輸入博覧会', zh: '中国国际进口博览会', en: 'China International Import Expo' },
];

export const CITIES: Localized[] = [
  { ja: '上海', zh: '上海', en: 'Shanghai' },
  { ja: '深セン', zh: '深圳', en: 'Shenzhen' },
  { ja: '蘇州', zh: '苏州', en: 'Suzhou' },
  { ja: '無錫', zh: '无锡', en: 'Wuxi' },
  { ja: '合肥', zh: '合肥', en: 'Hefei' },
  { ja: '成都', zh: '成都', en: 'Chengdu' },
  { ja: '厦門', zh: '厦门', en: 'Xiamen' },
  { ja: '西安', zh: '西安', en: "Xi'an" },
  { ja: '武漢', zh: '武汉', en: 'Wuhan' },
  { ja: '杭州', zh: '杭州', en: 'Hangzhou' },
];

export const QUARTERS: Localized[] = [
  { ja: '第1四半期', zh: '第一季度', en: 'the first quarter' },
  { ja: '第2四半期', zh: '第二季度', en: 'the second quarter' },
  { ja: '第3四半期', zh: '第三季度', en: 'the third quarter' },
  { ja: '第4四半期', zh: '第四季度', en: 'the fourth quarter' },
];

export const NEWS_TOPICS: NewsTopic[] = [
  {
    category: 'new-products',
    tags: ['mcu', 'risc-v', 'iot'],
    text: (v) => ({
      ja: {
        title: `${v.brand.ja}、RISC-Vコア搭載の32ビットマイコン「${v.series}」シリーズを発表`,
        summary: `最大${v.mhz}MHz動作、${v.flashKb}KBフラッシュを内蔵し、産業機器と家電の制御向けにサンプル出荷を開始しました。`,
        intro: `${v.brand.ja}は${v.year}年、RISC-Vコアを採用した汎用32ビットマイコン「${v.series}」シリーズを発表しました。最大動作周波数は${v.mhz}MHz、内蔵フラッシュは最大${v.flashKb}KBで、既存の Arm Cortex-M 製品とピン互換のパッケージも用意されています。`,
        points: [
          `動作周波数 最大${v.mhz}MHz、低消費電力モードで待機電流を大幅に削減`,
          `12ビットADC、CAN FD、USB 2.0 などの周辺機能を標準搭載`,
          'LQFP48 から LQFP100 まで、既存品と置き換えやすいパッケージ構成',
        ],
        outlook:
          '同社は量産開始を来期初めに予定しており、モータ制御やスマートメーター向けの評価ボードも順次提供するとしています。',
      },
      zh: {
        title: `${v.brand.zh}发布基于RISC-V内核的32位MCU「${v.series}」系列`,
        summary: `主频最高${v.mhz}MHz，内置${v.flashKb}KB闪存，面向工业控制与家电应用，现已开始送样。`,
        intro: `${v.brand.zh}于${v.year}年发布采用RISC-V内核的通用32位MCU「${v.series}」系列。最高主频${v.mhz}MHz，片上闪存最大${v.flashKb}KB，并提供与现有 Arm Cortex-M 产品引脚兼容的封装。`,
        points: [
          `主频最高${v.mhz}MHz，低功耗模式下待机电流显著降低`,
          '标配12位ADC、CAN FD、USB 2.0 等外设',
          '提供LQFP48至LQFP100封装，便于替换现有方案',
        ],
        outlook: '该公司计划于下一季度初量产，并将陆续推出面向电机控制和智能电表的评估板。',
      },
      en: {
        title: `${v.brand.en} launches the ${v.series} series of RISC-V 32-bit MCUs`,
        summary: `Running at up to ${v.mhz} MHz with ${v.flashKb} KB of on-chip flash, the parts target industrial control and home appliances and are now sampling.`,
        intro: `In ${v.year}, ${v.brand.en} introduced the ${v.series} series, general-purpose 32-bit microcontrollers built on a RISC-V core. They run at up to ${v.mhz} MHz, carry up to ${v.flashKb} KB of flash and come in packages that are pin-compatible with established Arm Cortex-M parts.`,
        points: [
          `Up to ${v.mhz} MHz, with a low-power mode that cuts standby current sharply`,
          '12-bit ADC, CAN FD and USB 2.0 on every device',
          'LQFP48 to LQFP100 packages chosen for drop-in replacement',
        ],
        outlook:
          'Volume production is planned for early next quarter, with evaluation boards for motor control and smart meters to follow.',
      },
    }),
  },
  {
    category: 'new-products',
    tags: ['power-ic'],
    text: (v) => ({
      ja: {
        title: `${v.brand.ja}、変換効率${v.efficiency}%の同期整流降圧DC-DCコンバータを量産開始`,
        summary: `出力電流${v.amps}A、入力電圧4.5〜36Vに対応し、通信機器や産業用電源の小型化に貢献します。`,
        intro: `${v.brand.ja}は、ピーク変換効率${v.efficiency}%を実現した同期整流型降圧DC-DCコンバータ「${v.series}」の量産を開始しました。出力電流は最大${v.amps}A、入力電圧範囲は4.5〜36Vです。`,
        points: [
          'スイッチング周波数を2.2MHzまで設定でき、インダクタを小型化可能',
          '軽負荷時のパルススキップ動作で待機時の損失を低減',
          '過電流・過熱・低電圧保護を内蔵',
        ],
        outlook: `同社は${v.year}年内に車載グレード品の追加も予定しており、5G基地局や FA 機器向けの引き合いが増えているとしています。`,
      },
      zh: {
        title: `${v.brand.zh}量产转换效率达${v.efficiency}%的同步降压DC-DC转换器`,
        summary: `输出电流${v.amps}A，输入电压4.5至36V，助力通信设备与工业电源小型化。`,
        intro: `${v.brand.zh}宣布量产同步整流降压DC-DC转换器「${v.series}」，峰值效率达到${v.efficiency}%，最大输出电流${v.amps}A，输入电压范围为4.5至36V。`,
        points: [
          '开关频率最高可设定为2.2MHz，可使用更小的电感',
          '轻载时采用脉冲跳跃模式，降低待机损耗',
          '内置过流、过温和欠压保护',
        ],
        outlook: `该公司计划在${v.year}年内推出车规级型号，并表示来自5G基站和工业自动化设备的询单正在增加。`,
      },
      en: {
        title: `${v.brand.en} starts volume production of a ${v.efficiency}%-efficient synchronous buck converter`,
        summary: `Delivering ${v.amps} A from a 4.5 to 36 V input, the converter helps shrink telecom and industrial power supplies.`,
        intro: `${v.brand.en} has begun volume production of the ${v.series}, a synchronous buck DC-DC converter with a peak efficiency of ${v.efficiency}%. It delivers up to ${v.amps} A from inputs between 4.5 and 36 V.`,
        points: [
          'Switching frequency up to 2.2 MHz for smaller inductors',
          'Pulse-skipping at light load lowers standby losses',
          'Built-in over-current, over-temperature and under-voltage protection',
        ],
        outlook: `An automotive-grade version is planned within ${v.year}; the company reports growing demand from 5G base stations and factory automation.`,
      },
    }),
  },
  {
    category: 'automotive',
    tags: ['sic', 'ev', 'aec-q100'],
    text: (v) => ({
      ja: {
        title: `${v.brand.ja}の1200V SiC MOSFET、車載向けAEC-Q101認証を取得`,
        summary: `EVのトラクションインバータとオンボードチャージャ向けに、${v.year}年後半から量産出荷を開始します。`,
        intro: `${v.brand.ja}は、1200V耐圧のSiC MOSFET「${v.series}」が車載ディスクリート半導体の信頼性規格AEC-Q101の認証を取得したと発表しました。オン抵抗は同社従来品比で約${v.pct}%低減しています。`,
        points: [
          'トレンチ構造の採用でオン抵抗とスイッチング損失を同時に低減',
          'TO-247-4L とベアダイの両方で供給',
          `${v.city.ja}の6インチSiCラインで一貫生産`,
        ],
        outlook:
          '800Vプラットフォームの普及に伴い、国内外の自動車メーカーとTier1からの採用検討が進んでいるとしています。',
      },
      zh: {
        title: `${v.brand.zh}1200V碳化硅MOSFET通过车规级AEC-Q101认证`,
        summary: `面向新能源汽车主驱逆变器和车载充电机，将于${v.year}年下半年开始批量出货。`,
        intro: `${v.brand.zh}宣布，其1200V碳化硅MOSFET「${v.series}」通过了车规分立器件可靠性标准AEC-Q101认证。与公司上一代产品相比，导通电阻降低约${v.pct}%。`,
        points: [
          '采用沟槽栅结构，同时降低导通电阻和开关损耗',
          '提供TO-247-4L封装和裸片两种形式',
          `在${v.city.zh}的6英寸碳化硅产线一体化生产`,
        ],
        outlook: '随着800V平台普及，多家国内外整车厂和一级供应商正在评估导入。',
      },
      en: {
        title: `${v.brand.en}'s 1200 V SiC MOSFET earns AEC-Q101 automotive qualification`,
        summary: `Aimed at EV traction inverters and on-board chargers, the device ships in volume from the second half of ${v.year}.`,
        intro: `${v.brand.en} announced that its 1200 V silicon-carbide MOSFET ${v.series} has passed AEC-Q101, the reliability standard for automotive discrete semiconductors. On-resistance is about ${v.pct}% lower than the company's previous generation.`,
        points: [
          'A trench gate lowers both on-resistance and switching losses',
          'Available in TO-247-4L and as bare die',
          `Produced end to end on a 6-inch SiC line in ${v.city.en}`,
        ],
        outlook:
          'With 800 V platforms spreading, carmakers and Tier 1 suppliers in China and abroad are evaluating the part.',
      },
    }),
  },
  {
    category: 'market-trends',
    tags: ['gan', 'power-ic'],
    text: (v) => ({
      ja: {
        title: `GaN急速充電器市場、${v.year}年は前年比${v.pct}%成長の見通し`,
        summary: 'スマートフォン向けに加え、ノートPCや電動工具向けの高出力品が市場を押し上げています。',
        intro: `業界調査によると、GaNパワーデバイスを用いた急速充電器の出荷は${v.year}年に前年比${v.pct}%増える見通しです。中国のパワー半導体メーカー各社が650V GaN HEMTの量産を拡大し、価格低下が進んでいることが背景にあります。`,
        points: [
          '65W〜140Wの多ポート充電器が主流に',
          'コントローラとGaNを一体化したパッケージ製品が増加',
          'データセンター電源や車載OBCへの展開も始まる',
        ],
        outlook: `${v.brand.ja}をはじめとするサプライヤーは8インチGaN-on-Siラインへの投資を進めており、供給面の制約は緩和に向かうとみられます。`,
      },
      zh: {
        title: `氮化镓快充市场${v.year}年预计同比增长${v.pct}%`,
        summary: '除智能手机外，笔记本电脑和电动工具用大功率产品正在拉动市场增长。',
        intro: `行业调研显示，采用氮化镓功率器件的快充产品出货量预计在${v.year}年同比增长${v.pct}%。国内功率半导体厂商纷纷扩大650V GaN HEMT产能，价格持续下降。`,
        points: [
          '65W至140W多口充电器成为主流',
          '控制器与氮化镓合封的产品日益增多',
          '开始向数据中心电源和车载OBC拓展',
        ],
        outlook: `以${v.brand.zh}为代表的供应商正在投资8英寸硅基氮化镓产线，供应紧张有望缓解。`,
      },
      en: {
        title: `GaN fast-charger market expected to grow ${v.pct}% in ${v.year}`,
        summary: 'High-power chargers for laptops and power tools now add to smartphone demand.',
        intro: `Industry research expects shipments of fast chargers built on GaN power devices to grow ${v.pct}% year on year in ${v.year}. Chinese power-semiconductor makers are ramping 650 V GaN HEMTs, and prices keep falling.`,
        points: [
          'Multi-port chargers from 65 W to 140 W are becoming the norm',
          'More products co-package the controller with the GaN switch',
          'Data-centre supplies and automotive on-board chargers are next',
        ],
        outlook: `Suppliers such as ${v.brand.en} are investing in 8-inch GaN-on-Si lines, which should ease supply constraints.`,
      },
    }),
  },
  {
    category: 'automotive',
    tags: ['adas', 'aec-q100', 'power-ic'],
    text: (v) => ({
      ja: {
        title: `${v.brand.ja}、ADASカメラ向けPMICでAEC-Q100 Grade 1を取得`,
        summary: '4チャネル出力を1チップに集積し、カメラモジュールの部品点数を削減します。',
        intro: `${v.brand.ja}は、ADASカメラモジュール向け電源管理IC「${v.series}」がAEC-Q100 Grade 1（-40〜125℃）の認証を取得したと発表しました。機能安全規格ISO 26262に対応した開発プロセスで設計されています。`,
        points: [
          '降圧2チャネル・LDO2チャネルを1チップに集積',
          'I2Cによる電圧監視とフォールト通知に対応',
          '3mm角の小型QFNパッケージ',
        ],
        outlook: `同社は${v.year}年から国内の自動車メーカー向けに量産を開始しており、レーダーやドメインコントローラ向けの製品も開発中です。`,
      },
      zh: {
        title: `${v.brand.zh}ADAS摄像头用PMIC通过AEC-Q100 Grade 1认证`,
        summary: '单芯片集成4路输出，减少摄像头模组的元件数量。',
        intro: `${v.brand.zh}宣布，其面向ADAS摄像头模组的电源管理芯片「${v.series}」通过AEC-Q100 Grade 1（-40至125℃）认证，并按照ISO 26262功能安全流程开发。`,
        points: ['单芯片集成2路降压和2路LDO', '支持通过I2C进行电压监测和故障上报', '采用3mm×3mm小型QFN封装'],
        outlook: `该公司自${v.year}年起已向国内整车厂量产供货，面向毫米波雷达和域控制器的产品也在开发中。`,
      },
      en: {
        title: `${v.brand.en} PMIC for ADAS cameras qualifies to AEC-Q100 Grade 1`,
        summary: 'Four outputs on one chip cut the part count of camera modules.',
        intro: `${v.brand.en} announced that ${v.series}, its power-management IC for ADAS camera modules, has qualified to AEC-Q100 Grade 1 (-40 to 125 °C). It was developed under an ISO 26262 functional-safety process.`,
        points: [
          'Two buck converters and two LDOs on one die',
          'Voltage monitoring and fault reporting over I2C',
          'Small 3 mm x 3 mm QFN package',
        ],
        outlook: `The company has supplied Chinese carmakers in volume since ${v.year} and is developing parts for radar and domain controllers.`,
      },
    }),
  },
  {
    category: 'supply-chain',
    tags: ['lead-time', 'mcu', 'substitute'],
    text: (v) => ({
      ja: {
        title: `汎用マイコンの平均納期、${v.year}年${v.quarter.ja}は${v.weeks}週に`,
        summary: '主要ディストリビュータの調査で、品種ごとの差が広がっていることが分かりました。',
        intro: `主要ディストリビュータの集計によると、汎用マイコンの平均納期は${v.year}年${v.quarter.ja}に${v.weeks}週となりました。車載向けと一部の高機能品は依然として長く、代替品の検討を続ける購買担当者も少なくありません。`,
        points: [
          `汎用8/32ビット品の納期は前期比で約${v.pct}%短縮`,
          '車載グレード品と特定パッケージ品は依然として逼迫',
          'ピン互換の中国製品を第二ソースとして登録する動きが拡大',
        ],
        outlook:
          '在庫調整が進む一方で、設計段階から複数ソースを確保する調達方針が定着しつつあります。代替品検索サービスの利用も増えています。',
      },
      zh: {
        title: `${v.year}年${v.quarter.zh}通用MCU平均交期为${v.weeks}周`,
        summary: '主要分销商调查显示，不同品类之间的交期差距正在扩大。',
        intro: `根据主要分销商的统计，${v.year}年${v.quarter.zh}通用MCU的平均交期为${v.weeks}周。车规级和部分高性能产品交期仍然较长，不少采购人员在持续评估替代方案。`,
        points: [
          `通用8位和32位产品交期环比缩短约${v.pct}%`,
          '车规级产品和特定封装仍然紧张',
          '将引脚兼容的国产器件登记为第二货源的做法日益普遍',
        ],
        outlook:
          '在库存调整的同时，从设计阶段就确保多货源的采购策略正在成为常态，替代料搜索服务的使用也在增加。',
      },
      en: {
        title: `General-purpose MCU lead times average ${v.weeks} weeks in ${v.quarter.en} of ${v.year}`,
        summary: 'A survey of major distributors shows a widening gap between product families.',
        intro: `Figures from major distributors put the average lead time of general-purpose microcontrollers at ${v.weeks} weeks in ${v.quarter.en} of ${v.year}. Automotive and some high-end parts remain long, and many buyers keep evaluating substitutes.`,
        points: [
          `Lead times of standard 8- and 32-bit parts fell about ${v.pct}% from the previous quarter`,
          'Automotive-grade parts and some packages are still tight',
          'More buyers qualify pin-compatible Chinese parts as a second source',
        ],
        outlook:
          'As inventories normalise, sourcing several suppliers from the design stage is becoming standard practice, and use of substitute-search services is rising.',
      },
    }),
  },
  {
    category: 'trade-shows',
    tags: ['substitute', 'ev'],
    text: (v) => ({
      ja: {
        title: `${v.show.ja} ${v.year} レポート：中国系サプライヤーの出展が${v.pct}%増加`,
        summary: 'パワー半導体と車載向けソリューションが会場の注目を集めました。',
        intro: `${v.year}年の${v.show.ja}では、中国系半導体・電子部品メーカーの出展社数が前回比で${v.pct}%増えました。特にSiC/GaNパワーデバイス、車載用アナログIC、産業用マイコンの展示が目立ちました。`,
        points: [
          `${v.brand.ja}は新しいモータ制御リファレンスデザインを初公開`,
          '多くのブースで日本語・英語対応のスタッフが常駐',
          '国際規格の認証取得状況を前面に打ち出す展示が増加',
        ],
        outlook:
          '来場者からは、供給の安定性と長期供給保証についての質問が多く寄せられていました。次回も出展規模の拡大が見込まれます。',
      },
      zh: {
        title: `${v.show.zh}${v.year}观察：中国供应商参展数量增长${v.pct}%`,
        summary: '功率半导体和汽车电子解决方案成为展会焦点。',
        intro: `在${v.year}年${v.show.zh}上，中国半导体和电子元器件企业的参展数量比上届增加${v.pct}%。碳化硅/氮化镓功率器件、车规模拟芯片和工业MCU的展示尤为引人注目。`,
        points: [
          `${v.brand.zh}首次展出全新电机控制参考设计`,
          '许多展位配备日语和英语服务人员',
          '突出展示国际认证情况的企业明显增多',
        ],
        outlook: '观众普遍关注供货稳定性和长期供货保障。预计下届参展规模将继续扩大。',
      },
      en: {
        title: `${v.show.en} ${v.year}: Chinese exhibitors up ${v.pct}%`,
        summary: 'Power semiconductors and automotive solutions drew the crowds.',
        intro: `At ${v.show.en} ${v.year}, the number of Chinese semiconductor and component exhibitors rose ${v.pct}% on the previous edition. SiC and GaN power devices, automotive analog ICs and industrial MCUs stood out.`,
        points: [
          `${v.brand.en} showed a new motor-control reference design for the first time`,
          'Many booths had Japanese- and English-speaking staff on hand',
          'More exhibitors put their international certifications up front',
        ],
        outlook:
          'Visitors asked most about supply stability and long-term availability guarantees. The next edition is expected to be larger still.',
      },
    }),
  },
  {
    category: 'market-trends',
    tags: ['memory'],
    text: (v) => ({
      ja: {
        title: `NORフラッシュ契約価格、${v.year}年${v.quarter.ja}は${v.pct}%上昇`,
        summary: 'IoT機器と車載向けの需要回復で、中容量品を中心に値上がりが続いています。',
        intro: `市場調査会社によると、NORフラッシュの契約価格は${v.year}年${v.quarter.ja}に前期比${v.pct}%上昇しました。128Mbit〜512Mbitの中容量品で需給が引き締まっています。`,
        points: [
          'TWS・ウェアラブル向けの低容量品は横ばい',
          '車載ディスプレイとADAS向けの高信頼品が不足気味',
          `${v.brand.ja}など中国メーカーのシェアが拡大`,
        ],
        outlook: '生産能力の増強には時間がかかるため、次の四半期も緩やかな値上がりが続くとの見方が優勢です。',
      },
      zh: {
        title: `${v.year}年${v.quarter.zh}NOR Flash合约价上涨${v.pct}%`,
        summary: '受物联网和汽车电子需求回暖带动，中容量产品价格持续上涨。',
        intro: `据市场调研机构统计，NOR Flash合约价在${v.year}年${v.quarter.zh}环比上涨${v.pct}%，128Mbit至512Mbit中容量产品供需趋紧。`,
        points: [
          'TWS和可穿戴设备用小容量产品价格持平',
          '车载显示和ADAS用高可靠产品供应偏紧',
          `${v.brand.zh}等国内厂商份额持续提升`,
        ],
        outlook: '由于扩产需要时间，市场普遍预计下一季度价格仍将温和上涨。',
      },
      en: {
        title: `NOR flash contract prices rise ${v.pct}% in ${v.quarter.en} of ${v.year}`,
        summary: 'Recovering IoT and automotive demand keeps mid-density parts climbing.',
        intro: `According to market researchers, NOR flash contract prices rose ${v.pct}% quarter on quarter in ${v.quarter.en} of ${v.year}. Supply of mid-density 128 to 512 Mbit parts is tightening.`,
        points: [
          'Low-density parts for earbuds and wearables are flat',
          'High-reliability parts for automotive displays and ADAS are short',
          `Chinese makers such as ${v.brand.en} keep gaining share`,
        ],
        outlook:
          'Because new capacity takes time, most observers expect modest increases to continue next quarter.',
      },
    }),
  },
  {
    category: 'industry-policy',
    tags: ['substitute'],
    text: (v) => ({
      ja: {
        title: `産業用アナログICで国産代替が加速、${v.year}年の採用件数は${v.pct}%増`,
        summary: 'オペアンプ、LDO、インターフェースICを中心に、ピン互換品の評価が進んでいます。',
        intro: `産業機器メーカーの間で、中国製アナログICを採用する動きが加速しています。${v.year}年の採用件数は前年比${v.pct}%増え、オペアンプ、LDO、RS-485トランシーバなどが中心です。`,
        points: [
          '既存品とピン互換で、基板変更なしに置き換え可能な品種が多い',
          '長期供給の保証と品質データの開示が採用の決め手に',
          `${v.brand.ja}は評価用サンプルの即納体制を整備`,
        ],
        outlook:
          '置き換えの際には、データシートの比較に加えて温度特性やノイズ特性の実機評価が欠かせません。代替品データベースの活用で評価期間を短縮する事例も増えています。',
      },
      zh: {
        title: `工业模拟芯片国产替代提速，${v.year}年导入案例增长${v.pct}%`,
        summary: '以运放、LDO和接口芯片为中心，引脚兼容产品的评估正在推进。',
        intro: `工业设备厂商采用国产模拟芯片的趋势正在加速。${v.year}年导入案例同比增长${v.pct}%，主要集中在运放、LDO和RS-485收发器等品类。`,
        points: [
          '许多型号与现有产品引脚兼容，无需修改电路板即可替换',
          '长期供货承诺和质量数据公开成为导入关键',
          `${v.brand.zh}建立了评估样品快速交付体系`,
        ],
        outlook:
          '替换时除了对比数据手册，还需实测温度特性和噪声特性。借助替代料数据库缩短评估周期的案例也在增加。',
      },
      en: {
        title: `Domestic substitution of industrial analog ICs accelerates, design-ins up ${v.pct}% in ${v.year}`,
        summary: 'Pin-compatible op-amps, LDOs and interface ICs are being evaluated widely.',
        intro: `Industrial equipment makers are adopting Chinese analog ICs faster. Design-ins grew ${v.pct}% year on year in ${v.year}, led by op-amps, LDOs and RS-485 transceivers.`,
        points: [
          'Many parts are pin-compatible and replace existing ones without a board change',
          'Long-term supply commitments and published quality data decide adoption',
          `${v.brand.en} now ships evaluation samples immediately`,
        ],
        outlook:
          'A replacement needs more than a datasheet comparison: temperature and noise behaviour must be measured on the board. Substitute databases are shortening these evaluations.',
      },
    }),
  },
  {
    category: 'industry-policy',
    tags: ['sic', 'memory'],
    text: (v) => ({
      ja: {
        title: `${v.brand.ja}、${v.city.ja}の12インチ工場で第2期建設に着手`,
        summary: `月産能力を${v.pct}%引き上げ、${v.year + 2}年の稼働開始を目指します。`,
        intro: `${v.brand.ja}は${v.year}年、${v.city.ja}にある12インチウエハ工場の第2期建設を開始したと発表しました。完成後の月産能力は現在より${v.pct}%増える計画です。`,
        points: [
          '55nm〜28nmの特殊プロセスを中心に生産',
          '地元政府系ファンドと共同で投資',
          `${v.year + 2}年のリスク生産開始を予定`,
        ],
        outlook: '成熟プロセスの供給力強化により、車載・産業向けの長期供給体制が一段と整うとみられます。',
      },
      zh: {
        title: `${v.brand.zh}${v.city.zh}12英寸晶圆厂二期项目开工`,
        summary: `月产能将提升${v.pct}%，目标于${v.year + 2}年投产。`,
        intro: `${v.brand.zh}于${v.year}年宣布，其位于${v.city.zh}的12英寸晶圆厂二期项目正式开工。建成后月产能将比目前提升${v.pct}%。`,
        points: [
          '以55nm至28nm特色工艺为主',
          '与地方政府产业基金共同投资',
          `计划于${v.year + 2}年开始风险试产`,
        ],
        outlook: '成熟制程产能的提升将进一步完善面向汽车和工业客户的长期供货体系。',
      },
      en: {
        title: `${v.brand.en} breaks ground on phase two of its 12-inch fab in ${v.city.en}`,
        summary: `Monthly capacity will rise ${v.pct}%, with production targeted for ${v.year + 2}.`,
        intro: `In ${v.year}, ${v.brand.en} started building the second phase of its 12-inch wafer fab in ${v.city.en}. Once complete, monthly capacity will be ${v.pct}% higher than today.`,
        points: [
          'Focus on 55 nm to 28 nm specialty processes',
          'Co-funded with a local government investment fund',
          `Risk production planned for ${v.year + 2}`,
        ],
        outlook:
          'More mature-node capacity should strengthen long-term supply for automotive and industrial customers.',
      },
    }),
  },
  {
    category: 'new-products',
    tags: ['iot'],
    text: (v) => ({
      ja: {
        title: `${v.brand.ja}、Wi-Fi 6とBluetooth LE対応のIoTモジュール「${v.series}」を発表`,
        summary: '日本の技適、中国のSRRC、欧州のCE認証を取得済みで、すぐに製品へ組み込めます。',
        intro: `${v.brand.ja}は、Wi-Fi 6とBluetooth LE 5.3に対応した小型IoTモジュール「${v.series}」を発表しました。各国の電波認証を取得済みで、家電やスマートホーム機器の開発期間を短縮できます。`,
        points: [
          '13×15mmの表面実装モジュール',
          'Matter対応のSDKを無償提供',
          `待機電力は従来品比で約${v.pct}%削減`,
        ],
        outlook: '同社は日本市場向けに技術サポート窓口を開設しており、評価キットの提供も開始しています。',
      },
      zh: {
        title: `${v.brand.zh}发布支持Wi-Fi 6和蓝牙LE的物联网模组「${v.series}」`,
        summary: '已取得日本TELEC、中国SRRC和欧洲CE认证，可直接集成到产品中。',
        intro: `${v.brand.zh}发布支持Wi-Fi 6和Bluetooth LE 5.3的小型物联网模组「${v.series}」。模组已通过多国无线认证，可缩短家电和智能家居设备的开发周期。`,
        points: ['13×15mm表贴模组', '免费提供支持Matter的SDK', `待机功耗比上一代降低约${v.pct}%`],
        outlook: '该公司已设立面向日本市场的技术支持窗口，并开始提供评估套件。',
      },
      en: {
        title: `${v.brand.en} unveils ${v.series}, a Wi-Fi 6 and Bluetooth LE IoT module`,
        summary:
          'Pre-certified for Japan (TELEC), China (SRRC) and Europe (CE), it drops straight into products.',
        intro: `${v.brand.en} introduced ${v.series}, a compact IoT module supporting Wi-Fi 6 and Bluetooth LE 5.3. Radio certifications for major markets are already in place, shortening development of appliances and smart-home devices.`,
        points: [
          '13 x 15 mm surface-mount module',
          'Free SDK with Matter support',
          `Standby power about ${v.pct}% lower than the previous generation`,
        ],
        outlook:
          'The company has opened a technical support desk for Japanese customers and started shipping evaluation kits.',
      },
    }),
  },
  {
    category: 'automotive',
    tags: ['ev', 'power-ic', 'aec-q100'],
    text: (v) => ({
      ja: {
        title: `${v.brand.ja}、EVバッテリー管理向け16セルAFEの量産出荷を開始`,
        summary: `セル電圧の測定精度±2mVを実現し、${v.year}年に複数の車種への搭載が決まりました。`,
        intro: `${v.brand.ja}は、EVとエネルギー貯蔵システムのバッテリー管理システム（BMS）向けに、16セル対応のアナログフロントエンドIC「${v.series}」の量産出荷を開始しました。`,
        points: [
          'セル電圧の測定精度は±2mV',
          'デイジーチェーン通信で最大64モジュールを接続',
          'ISO 26262 ASIL-D対応の安全機能を搭載',
        ],
        outlook: `同社によると、受注残高は前年比${v.pct}%増加しており、${v.city.ja}の後工程工場で増産を進めています。`,
      },
      zh: {
        title: `${v.brand.zh}面向电动汽车电池管理的16节AFE开始量产出货`,
        summary: `电芯电压测量精度达±2mV，${v.year}年已获多款车型定点。`,
        intro: `${v.brand.zh}宣布，面向电动汽车和储能系统电池管理系统（BMS）的16节模拟前端芯片「${v.series}」开始量产出货。`,
        points: [
          '电芯电压测量精度±2mV',
          '通过菊花链通信最多可连接64个模组',
          '具备支持ISO 26262 ASIL-D的安全功能',
        ],
        outlook: `据该公司介绍，在手订单同比增长${v.pct}%，${v.city.zh}封测工厂正在扩产。`,
      },
      en: {
        title: `${v.brand.en} ships 16-cell battery-monitor AFE for EVs in volume`,
        summary: `With ±2 mV cell-voltage accuracy, the part was designed into several vehicle models in ${v.year}.`,
        intro: `${v.brand.en} has begun volume shipments of ${v.series}, a 16-cell analog front end for battery management systems in electric vehicles and energy storage.`,
        points: [
          'Cell-voltage accuracy of ±2 mV',
          'Daisy-chain link for up to 64 modules',
          'Safety features supporting ISO 26262 ASIL-D',
        ],
        outlook: `The company says its order backlog is up ${v.pct}% year on year and is expanding its back-end plant in ${v.city.en}.`,
      },
    }),
  },
];
