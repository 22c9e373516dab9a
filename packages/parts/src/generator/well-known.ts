import type { AecGrade, CategoryCode, Lifecycle } from '../categories';
import type { ParamValue } from '../schema';

/**
 * Widely used parts and their known second sources, placed first in every generated
 * set so even a small demo database answers the searches readers try first. Figures
 * follow the makers' datasheets, rounded; `tweak` scales a figure for one maker.
 */
export interface KnownMember {
  brand: string;
  family: string;
  orders: string[];
  aec?: AecGrade;
  lifecycle?: Lifecycle;
  tweak?: Record<string, number>;
  /** Another pinout of the same function (graded D against the others). */
  pinout?: string;
}

export interface KnownGroup {
  category: CategoryCode;
  attrs: Record<string, string>;
  pinout: string;
  params: Record<string, ParamValue>;
  members: KnownMember[];
}

const T85 = { min: -40, max: 85 };
const T125 = { min: -40, max: 125 };

export const WELL_KNOWN: KnownGroup[] = [
  {
    category: 'mcu',
    attrs: { core: 'CM3' },
    pinout: 'mcu-lqfp48-a',
    params: {
      flash: { max: 64 },
      ram: { max: 20 },
      fmax: { max: 72 },
      vdd: { min: 2, max: 3.6 },
      gpio: { max: 37 },
      temp: T85,
    },
    members: [
      { brand: 'st', family: 'STM32F103C8T6', orders: ['', 'TR'] },
      { brand: 'gigadevice', family: 'GD32F103C8T6', orders: [''], tweak: { fmax: 108 / 72, vdd: 1 } },
      { brand: 'geehy', family: 'APM32F103C8T6', orders: [''], tweak: { fmax: 96 / 72 } },
      { brand: 'wch', family: 'CH32F103C8T6', orders: [''] },
      {
        brand: 'artery',
        family: 'AT32F403ACGT7',
        orders: [''],
        tweak: { flash: 4, ram: 4.8, fmax: 240 / 72 },
      },
      { brand: 'mindmotion', family: 'MM32F103CBT6', orders: [''], tweak: { flash: 2, fmax: 96 / 72 } },
      { brand: 'st', family: 'STM32F103CBT6', orders: [''], tweak: { flash: 2 } },
      {
        brand: 'st',
        family: 'STM32F103RCT6',
        orders: [''],
        tweak: { flash: 4, ram: 2.4 },
        pinout: 'mcu-lqfp64-a',
      },
    ],
  },
  {
    category: 'ldo',
    attrs: { output: '3.3' },
    pinout: 'ldo-sot23-5a',
    params: {
      iout: { max: 0.6 },
      vin: { min: 2, max: 6 },
      dropout: { typ: 250 },
      iq: { typ: 40 },
      accuracy: { max: 2 },
      psrr: { typ: 65 },
      temp: T85,
    },
    members: [
      { brand: 'microne', family: 'ME6211C33M5G', orders: ['-N'], tweak: { dropout: 0.4, iq: 1 } },
      {
        brand: 'richtek',
        family: 'RT9013-33GB',
        orders: [''],
        tweak: { iout: 0.5 / 0.6, dropout: 1, iq: 25 / 40, psrr: 70 / 65 },
      },
      {
        brand: 'sgmicro',
        family: 'SGM2019-3.3YN5G',
        orders: ['/TR'],
        tweak: { iout: 0.3 / 0.6, iq: 40 / 40 },
      },
      {
        brand: 'diodes',
        family: 'AP2112K-3.3',
        orders: ['TRG1'],
        tweak: { iout: 1, dropout: 1, iq: 55 / 40 },
      },
      {
        brand: 'ti',
        family: 'TLV75533PDBV',
        orders: ['R', 'T'],
        tweak: { iout: 0.5 / 0.6, iq: 25 / 40, dropout: 0.95 },
      },
      {
        brand: 'torex',
        family: 'XC6206P332MR',
        orders: ['-G'],
        tweak: { iout: 0.2 / 0.6, iq: 1 / 40 },
        pinout: 'ldo-sot23-3a',
      },
    ],
  },
  {
    category: 'ldo',
    attrs: { output: '2.5' },
    pinout: 'ldo-wson6',
    params: {
      iout: { max: 0.15 },
      vin: { min: 2.5, max: 6.5 },
      dropout: { typ: 170 },
      iq: { typ: 45 },
      accuracy: { max: 3 },
      psrr: { typ: 70 },
      temp: T125,
    },
    members: [
      { brand: 'ti', family: 'TPS71725DRV', orders: ['R', 'T'] },
      { brand: 'ti', family: 'TPS71725QDRV', orders: ['R'], aec: 'Q100-1' },
      {
        brand: '3peak',
        family: 'TPL910A25-DF6',
        orders: ['R'],
        tweak: { iout: 1 / 0.15, iq: 1, psrr: 0.95 },
      },
      { brand: 'ti', family: 'TPS71725DCK', orders: ['R'], pinout: 'ldo-sc70-5' },
    ],
  },
  {
    category: 'ldo',
    attrs: { output: '3.3' },
    pinout: 'ldo-sot223',
    params: {
      iout: { max: 1 },
      vin: { min: 4.75, max: 15 },
      dropout: { typ: 1100 },
      iq: { typ: 5000 },
      accuracy: { max: 1 },
      psrr: { typ: 75 },
      temp: { min: 0, max: 125 },
    },
    members: [
      { brand: 'ti', family: 'LM1117IMPX-3.3', orders: ['/NOPB'] },
      { brand: 'umw', family: 'AMS1117-3.3', orders: [''], tweak: { accuracy: 1.5 } },
      { brand: 'onsemi', family: 'NCP1117ST33', orders: ['T3G'], tweak: { iout: 1, vin: 1.33 } },
    ],
  },
  {
    category: 'opamp',
    attrs: { channels: '2' },
    pinout: 'amp2-soic8',
    params: {
      gbw: { typ: 0.7 },
      vs: { min: 3, max: 32 },
      slew: { typ: 0.3 },
      vos: { max: 7 },
      iq: { typ: 0.35 },
      noise: { typ: 40 },
      temp: { min: 0, max: 70 },
    },
    members: [
      { brand: 'ti', family: 'LM358D', orders: ['R', 'T'] },
      { brand: 'st', family: 'LM358D', orders: ['T'], tweak: { gbw: 1.1 / 0.7 } },
      { brand: 'onsemi', family: 'LM358D', orders: ['R2G'], tweak: { gbw: 1 / 0.7 } },
      {
        brand: 'sgmicro',
        family: 'SGM358YS8G',
        orders: ['/TR'],
        tweak: { gbw: 1 / 0.7, vs: 1, vos: 4 / 7, iq: 0.5 },
      },
      { brand: 'hgsemi', family: 'LM358DR', orders: [''], tweak: { gbw: 1 } },
      { brand: 'ti', family: 'LM358DGK', orders: ['R'], pinout: 'amp2-msop8' },
    ],
  },
  {
    category: 'comparator',
    attrs: { channels: '2', output: 'OPEN-DRAIN' },
    pinout: 'amp2-soic8',
    params: {
      tpd: { typ: 1300 },
      vs: { min: 2, max: 36 },
      vos: { max: 5 },
      iq: { typ: 200 },
      temp: { min: 0, max: 70 },
    },
    members: [
      { brand: 'ti', family: 'LM393D', orders: ['R'] },
      { brand: 'st', family: 'LM393D', orders: ['T'] },
      { brand: 'onsemi', family: 'LM393D', orders: ['R2G'], tweak: { vos: 7 / 5 } },
      { brand: 'hgsemi', family: 'LM393DR', orders: [''], tweak: { tpd: 1 } },
    ],
  },
  {
    category: 'mosfet',
    attrs: { polarity: 'N' },
    pinout: 'fet-sot23',
    params: {
      rdson: { max: 33 },
      vds: { max: 30 },
      id: { max: 5.8 },
      vgsth: { typ: 1.05 },
      qg: { typ: 7 },
      temp: { min: -55, max: 150 },
    },
    members: [
      { brand: 'aos', family: 'AO3400A', orders: [''] },
      { brand: 'jscj', family: 'CJ3400', orders: [''], tweak: { rdson: 40 / 33, id: 5.0 / 5.8 } },
      { brand: 'willsemi', family: 'WNM2016-3', orders: ['/TR'], tweak: { rdson: 28 / 33, vds: 20 / 30 } },
      { brand: 'yangjie', family: 'YJL3400A', orders: [''] },
      {
        brand: 'vishay',
        family: 'SI2302CDS-T1',
        orders: ['-GE3'],
        tweak: { rdson: 57 / 33, vds: 20 / 30, id: 2.6 / 5.8 },
      },
    ],
  },
  {
    category: 'mosfet',
    attrs: { polarity: 'N' },
    pinout: 'fet-sot23',
    params: {
      rdson: { max: 5000 },
      vds: { max: 60 },
      id: { max: 0.3 },
      vgsth: { typ: 2.1 },
      qg: { typ: 0.6 },
      temp: { min: -55, max: 150 },
    },
    members: [
      { brand: 'nexperia', family: '2N7002', orders: [',215', ',235'] },
      { brand: 'lrc', family: 'L2N7002LT1', orders: ['G'] },
      { brand: 'jscj', family: '2N7002', orders: [''] },
      { brand: 'vishay', family: '2N7002K-T1', orders: ['-GE3'], tweak: { rdson: 0.8 } },
      { brand: 'onsemi', family: '2N7002LT1', orders: ['G'], aec: 'Q101' },
    ],
  },
  {
    category: 'diode',
    attrs: { type: 'SCHOTTKY', voltage: '40' },
    pinout: 'diode-sma',
    params: {
      vr: { max: 40 },
      if: { max: 3 },
      vf: { max: 0.5 },
      ir: { max: 500 },
      temp: { min: -55, max: 150 },
    },
    members: [
      { brand: 'vishay', family: 'SS34-E3', orders: ['/57T', '/5AT'] },
      { brand: 'yangjie', family: 'SS34', orders: [''] },
      { brand: 'jscj', family: 'SS34', orders: [''], tweak: { vf: 0.55 / 0.5 } },
      { brand: 'onsemi', family: 'MBRA340T3', orders: ['G'], tweak: { vf: 0.45 / 0.5 } },
    ],
  },
  {
    category: 'diode',
    attrs: { type: 'TVS-UNI', voltage: '5.0' },
    pinout: 'diode-smb',
    params: {
      vr: { max: 5 },
      ppk: { max: 600 },
      vc: { max: 9.2 },
      ir: { max: 800 },
      temp: { min: -55, max: 150 },
    },
    members: [
      { brand: 'littelfuse', family: 'SMBJ5.0A', orders: ['', '-T'] },
      { brand: 'yangjie', family: 'SMBJ5.0A', orders: [''] },
      { brand: 'vishay', family: 'SMBJ5.0A-E3', orders: ['/52'] },
      { brand: 'jscj', family: 'SMBJ5.0A', orders: [''], tweak: { ir: 1 } },
    ],
  },
  {
    category: 'logic',
    attrs: { function: '595', family: 'HC' },
    pinout: 'logic-595-tssop',
    params: { tpd: { max: 29 }, vcc: { min: 2, max: 6 }, io: { max: 7.8 }, temp: T125 },
    members: [
      { brand: 'ti', family: 'SN74HC595PW', orders: ['R'] },
      { brand: 'nexperia', family: '74HC595PW', orders: [',118'] },
      { brand: 'hgsemi', family: '74HC595MT', orders: ['/TR'], tweak: { temp: 1 } },
      { brand: 'ti', family: 'SN74HC595D', orders: ['R'], pinout: 'logic-595-soic' },
    ],
  },
  {
    category: 'interface',
    attrs: { type: 'CAN-FD' },
    pinout: 'can-soic8',
    params: { rate: { max: 5 }, vcc: { min: 4.5, max: 5.5 }, esd: { max: 16 }, icc: { typ: 5 }, temp: T125 },
    members: [
      { brand: 'ti', family: 'TCAN1042HVD', orders: ['R', 'T'] },
      { brand: 'ti', family: 'TCAN1042HVD', orders: ['RQ1'], aec: 'Q100-1' },
      { brand: 'novosense', family: 'NCA1042-Q1SP', orders: ['R'], aec: 'Q100-1', tweak: { esd: 12 / 16 } },
      { brand: 'chipanalog', family: 'CA-IF1042VS', orders: [''], tweak: { esd: 1 } },
      { brand: '3peak', family: 'TPT1042Q-SO1', orders: ['R'], aec: 'Q100-1', tweak: { rate: 1 } },
      {
        brand: 'nxp',
        family: 'TJA1042T',
        orders: ['/3,118'],
        tweak: { esd: 8 / 16 },
        pinout: 'can-soic8-nc',
      },
    ],
  },
  {
    category: 'interface',
    attrs: { type: 'RS-485' },
    pinout: 'rs485-soic8',
    params: { rate: { max: 10 }, vcc: { min: 3, max: 3.6 }, esd: { max: 15 }, icc: { typ: 1.5 }, temp: T85 },
    members: [
      { brand: 'adi', family: 'MAX3485ESA', orders: ['+T', '+'] },
      { brand: 'sit', family: 'SIT3485E', orders: [''], tweak: { esd: 1 } },
      { brand: '3peak', family: 'TPT3485E-SO3', orders: ['R'], tweak: { rate: 2, esd: 1 } },
      { brand: 'ti', family: 'SN65HVD3082ED', orders: ['R'], tweak: { rate: 0.2 / 10, vcc: 1.5 } },
    ],
  },
  {
    category: 'interface',
    attrs: { type: 'ISOLATOR-2CH' },
    pinout: 'iso2-soic8',
    params: {
      rate: { max: 1 },
      vcc: { min: 3, max: 5.5 },
      esd: { max: 2 },
      viso: { max: 2.5 },
      icc: { typ: 2.5 },
      temp: { min: -40, max: 105 },
    },
    members: [
      { brand: 'adi', family: 'ADUM1201ARZ', orders: ['', '-RL7'] },
      {
        brand: 'chipanalog',
        family: 'CA-IS3721HS',
        orders: [''],
        tweak: { rate: 150, viso: 3.75 / 2.5, esd: 3 },
      },
      {
        brand: 'novosense',
        family: 'NSI8121N1',
        orders: [''],
        tweak: { rate: 150, viso: 3.75 / 2.5, icc: 0.6 },
      },
    ],
  },
  {
    category: 'memory',
    attrs: { type: 'SPI-NOR', density: '128MBIT' },
    pinout: 'nor-soic8-208',
    params: {
      fclk: { max: 133 },
      vcc: { min: 2.7, max: 3.6 },
      endurance: { min: 100 },
      retention: { min: 20 },
      temp: T85,
    },
    members: [
      { brand: 'winbond', family: 'W25Q128JVSIQ', orders: [''] },
      { brand: 'gigadevice', family: 'GD25Q128ESIG', orders: ['', 'R'] },
      { brand: 'xtx', family: 'XT25F128BSSIG', orders: ['', 'T'], tweak: { fclk: 108 / 133 } },
      { brand: 'puya', family: 'P25Q128H-SUH', orders: ['-IT'], tweak: { vcc: 1 } },
      { brand: 'winbond', family: 'W25Q128JVPIQ', orders: [''], pinout: 'nor-wson8' },
    ],
  },
  {
    category: 'memory',
    attrs: { type: 'I2C-EEPROM', density: '2KBIT' },
    pinout: 'eeprom-soic8',
    params: {
      fclk: { max: 1 },
      vcc: { min: 1.7, max: 5.5 },
      endurance: { min: 1000 },
      retention: { min: 100 },
      temp: T85,
    },
    members: [
      { brand: 'microchip', family: 'AT24C02D-SSHM', orders: ['-T', '-B'] },
      { brand: 'fudan', family: 'FM24C02B-SO', orders: ['-T-G'], tweak: { vcc: 1 } },
      { brand: 'belling', family: 'BL24C02F', orders: ['-RRRC'], tweak: { endurance: 1 } },
      { brand: 'st', family: 'M24C02-WMN6', orders: ['TP'], tweak: { fclk: 0.4, vcc: 1 } },
    ],
  },
  {
    category: 'clock',
    attrs: { type: 'RTC', frequency: '32.768KHZ' },
    pinout: 'rtc-soic16',
    params: {
      stability: { max: 2 },
      vdd: { min: 2.3, max: 5.5 },
      jitter: { typ: 1 },
      idd: { typ: 0.1 },
      temp: { min: 0, max: 70 },
    },
    members: [
      { brand: 'adi', family: 'DS3231SN', orders: ['#', '#T&R'] },
      {
        brand: 'adi',
        family: 'DS3231MZ',
        orders: ['+', '+TRL'],
        tweak: { stability: 5 / 2 },
        pinout: 'rtc-soic8',
      },
    ],
  },
  {
    category: 'sensor',
    attrs: { type: 'HUMIDITY', bus: 'I2C' },
    pinout: 'hum-dfn4',
    params: {
      accuracy: { max: 2 },
      vdd: { min: 2.15, max: 5.5 },
      resolution: { max: 14 },
      iq: { typ: 2 },
      temp: T125,
    },
    members: [
      { brand: 'sensirion', family: 'SHT30-DIS', orders: ['-B2.5KS', '-B10KS'], tweak: { accuracy: 1.5 } },
      { brand: 'sensirion', family: 'SHT31-DIS', orders: ['-B2.5KS'] },
      {
        brand: 'aosong',
        family: 'AHT20',
        orders: [''],
        tweak: { vdd: 1, temp: 1 },
        pinout: 'hum-dfn4-small',
      },
    ],
  },
];
