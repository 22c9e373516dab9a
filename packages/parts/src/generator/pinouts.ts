/**
 * Pinouts by name: package plus the function of every pin in pin order. Parts sharing
 * a pinout name are pin-to-pin; the same package with another pinout is not.
 */
export interface Pinout {
  package: string;
  functions: string[];
}

const f = (pkg: string, list: string): Pinout => ({ package: pkg, functions: list.split(' ') });

/** MCU pinouts: power, reset and boot pins at fixed places, GPIO in port order between. */
function mcu(pkg: string, count: number, layout: 'a' | 'b'): Pinout {
  const fixed: Record<number, string> =
    layout === 'a'
      ? {
          1: 'VBAT',
          5: 'OSC_IN',
          6: 'OSC_OUT',
          7: 'NRST',
          8: 'VSSA',
          9: 'VDDA',
          [count / 2]: 'VSS',
          [count / 2 + 1]: 'VDD',
          [count - 4]: 'BOOT0',
          [count - 1]: 'VSS',
          [count]: 'VDD',
        }
      : {
          1: 'VDD',
          2: 'VSS',
          3: 'NRST',
          4: 'OSC_IN',
          5: 'OSC_OUT',
          [count / 2]: 'VDD',
          [count / 2 + 1]: 'VSS',
          [count]: 'SWDIO',
        };
  const ports = 'ABCDEFG';
  const functions: string[] = [];
  let gpio = 0;
  for (let pin = 1; pin <= count; pin++) {
    const fn = fixed[pin];
    if (fn) functions.push(fn);
    else {
      functions.push(`P${ports[Math.floor(gpio / 16)]}${gpio % 16}`);
      gpio++;
    }
  }
  return { package: pkg, functions };
}

export const PINOUTS: Record<string, Pinout> = {
  // LDO regulators
  'ldo-sot23-5a': f('SOT-23-5', 'VIN GND EN NC VOUT'),
  'ldo-sot23-5b': f('SOT-23-5', 'VOUT GND VIN EN NC'),
  'ldo-sot23-3a': f('SOT-23-3', 'GND VOUT VIN'),
  'ldo-sot23-3b': f('SOT-23-3', 'VOUT GND VIN'),
  'ldo-sot89-3': f('SOT-89-3', 'GND VIN VOUT'),
  'ldo-sot223': f('SOT-223', 'GND VOUT VIN VOUT'),
  'ldo-wson6': f('WSON-6 (2x2)', 'VOUT NC GND EN NC VIN'),
  'ldo-dfn4': f('DFN-4 (1x1)', 'VOUT GND EN VIN'),
  'ldo-sc70-5': f('SC-70-5', 'VIN GND EN NC VOUT'),
  'ldo-to252': f('TO-252-3', 'VIN GND VOUT'),
  // DC-DC converters
  'dcdc-sot23-6a': f('SOT-23-6', 'GND SW VIN FB EN BST'),
  'dcdc-sot23-6b': f('SOT-23-6', 'BST GND FB EN VIN SW'),
  'dcdc-sot23-5': f('SOT-23-5', 'EN GND SW VIN FB'),
  'dcdc-soic8': f('SOIC-8 PowerPAD', 'BST NC NC FB EN GND VIN SW'),
  'dcdc-dfn6': f('DFN-6 (2x2)', 'SW GND VIN EN FB PG'),
  'dcdc-qfn16': f('QFN-16 (3x3)', 'PGND PGND SW SW SW VIN VIN EN PG FB AGND SS COMP VCC BST NC'),
  // op-amps and comparators
  'amp1-sot23-5': f('SOT-23-5', 'OUT V- IN+ IN- V+'),
  'amp1-sc70-5': f('SC-70-5', 'OUT V- IN+ IN- V+'),
  'amp1-soic8': f('SOIC-8', 'NC IN- IN+ V- NC OUT V+ NC'),
  'amp2-soic8': f('SOIC-8', 'OUTA INA- INA+ V- INB+ INB- OUTB V+'),
  'amp2-msop8': f('MSOP-8', 'OUTA INA- INA+ V- INB+ INB- OUTB V+'),
  'amp2-tssop8': f('TSSOP-8', 'OUTA INA- INA+ V- INB+ INB- OUTB V+'),
  'amp2-dfn8': f('DFN-8 (2x2)', 'OUTA INA- INA+ V- INB+ INB- OUTB V+'),
  'amp4-soic14': f('SOIC-14', 'OUTA INA- INA+ V+ INB+ INB- OUTB OUTC INC- INC+ V- IND+ IND- OUTD'),
  'amp4-tssop14': f('TSSOP-14', 'OUTA INA- INA+ V+ INB+ INB- OUTB OUTC INC- INC+ V- IND+ IND- OUTD'),
  // MOSFETs
  'fet-sot23': f('SOT-23', 'G S D'),
  'fet-sot323': f('SOT-323', 'G S D'),
  'fet-sot23-6': f('SOT-23-6', 'D D G S D D'),
  'fet-dfn2020': f('DFN2020-6', 'D D G S D D'),
  'fet-pdfn5x6': f('PDFN-8 (5x6)', 'S S S G D D D D'),
  'fet-soic8': f('SOIC-8', 'S S S G D D D D'),
  'fet-to252': f('TO-252-3', 'G D S'),
  'fet-to220': f('TO-220-3', 'G D S'),
  // diodes and TVS
  'diode-sma': f('SMA (DO-214AC)', 'K A'),
  'diode-smb': f('SMB (DO-214AA)', 'K A'),
  'diode-smc': f('SMC (DO-214AB)', 'K A'),
  'diode-sod123': f('SOD-123', 'K A'),
  'diode-sod323': f('SOD-323', 'K A'),
  'diode-sod523': f('SOD-523', 'K A'),
  'diode-do41': f('DO-41', 'K A'),
  'diode-smb-bi': f('SMB (DO-214AA)', 'A1 A2'),
  'diode-sma-bi': f('SMA (DO-214AC)', 'A1 A2'),
  'diode-dfn1006': f('DFN1006-2', 'A1 A2'),
  'diode-sod523-bi': f('SOD-523', 'A1 A2'),
  // logic
  'logic-1g-sot23-5': f('SOT-23-5', 'B A GND Y VCC'),
  'logic-1g-sc70-5': f('SC-70-5', 'B A GND Y VCC'),
  'logic-14-soic': f('SOIC-14', '1A 1B 1Y 2A 2B 2Y GND 3Y 3A 3B 4Y 4A 4B VCC'),
  'logic-14-tssop': f('TSSOP-14', '1A 1B 1Y 2A 2B 2Y GND 3Y 3A 3B 4Y 4A 4B VCC'),
  'logic-595-soic': f('SOIC-16', 'QB QC QD QE QF QG QH GND QH_ SRCLR SRCLK RCLK OE SER QA VCC'),
  'logic-595-tssop': f('TSSOP-16', 'QB QC QD QE QF QG QH GND QH_ SRCLR SRCLK RCLK OE SER QA VCC'),
  'logic-245-tssop': f('TSSOP-20', 'DIR A1 A2 A3 A4 A5 A6 A7 A8 GND B8 B7 B6 B5 B4 B3 B2 B1 OE VCC'),
  'logic-138-soic': f('SOIC-16', 'A B C G2A G2B G1 Y7 GND Y6 Y5 Y4 Y3 Y2 Y1 Y0 VCC'),
  // interface
  'can-soic8': f('SOIC-8', 'TXD GND VCC RXD VIO CANL CANH STB'),
  'can-soic8-nc': f('SOIC-8', 'TXD GND VCC RXD NC CANL CANH STB'),
  'can-dfn8': f('DFN-8 (3x3)', 'TXD GND VCC RXD VIO CANL CANH STB'),
  'rs485-soic8': f('SOIC-8', 'RO RE DE DI GND A B VCC'),
  'rs485-msop8': f('MSOP-8', 'RO RE DE DI GND A B VCC'),
  'iso2-soic8': f('SOIC-8', 'VDD1 VOA VIB GND1 GND2 VIA VOB VDD2'),
  'iso2-soic8-wide': f('SOIC-16 (wide)', 'VDD1 GND1 NC VIA VIB NC NC GND1 GND2 NC NC VOB VOA NC GND2 VDD2'),
  'usbuart-sop16': f('SOP-16', 'GND TXD RXD V3 UD+ UD- XI XO CTS DSR RI DCD DTR RTS R232 VCC'),
  'usbuart-qfn24': f(
    'QFN-24 (4x4)',
    'DCD RI GND D+ D- VDD VREGIN VBUS RST NC NC NC NC NC NC NC NC NC NC CTS RTS RXD TXD DSR',
  ),
  'rs232-soic16': f('SOIC-16', 'C1+ V+ C1- C2+ C2- V- T2OUT R2IN R2OUT T2IN T1IN R1OUT R1IN T1OUT GND VCC'),
  // sensors
  'temp-sot563': f('SOT-563', 'SCL GND ALERT ADD0 V+ SDA'),
  'temp-wson6': f('WSON-6 (2x2)', 'SDA GND ADD0 ALERT VDD SCL'),
  'temp-sot23-5': f('SOT-23-5', 'NC GND VOUT VDD NC'),
  'hum-dfn4': f('DFN-4 (3x3)', 'SDA ADDR ALERT SCL VDD R NC VSS'),
  'hum-dfn4-small': f('DFN-4 (2.5x2.5)', 'SDA SCL VDD GND'),
  'current-soic8': f('SOIC-8', 'IP+ IP+ IP- IP- GND FILTER VIOUT VCC'),
  'hall-sot23': f('SOT-23', 'VDD OUT GND'),
  'hall-to92': f('TO-92S', 'VDD GND OUT'),
  // memory
  'nor-soic8-208': f('SOIC-8 (208 mil)', 'CS DO WP GND DI CLK HOLD VCC'),
  'nor-soic8-150': f('SOIC-8 (150 mil)', 'CS DO WP GND DI CLK HOLD VCC'),
  'nor-wson8': f('WSON-8 (6x5)', 'CS DO WP GND DI CLK HOLD VCC'),
  'nor-uson8': f('USON-8 (3x2)', 'CS DO WP GND DI CLK HOLD VCC'),
  'eeprom-soic8': f('SOIC-8', 'A0 A1 A2 GND SDA SCL WP VCC'),
  'eeprom-tssop8': f('TSSOP-8', 'A0 A1 A2 GND SDA SCL WP VCC'),
  'eeprom-sot23-5': f('SOT-23-5', 'SCL GND SDA VCC WP'),
  'spieeprom-soic8': f('SOIC-8', 'CS SO WP GND SI SCK HOLD VCC'),
  // clocks
  'xo-3225': f('SMD 3225-4', 'OE GND OUT VDD'),
  'xo-2520': f('SMD 2520-4', 'OE GND OUT VDD'),
  'xo-5032': f('SMD 5032-4', 'OE GND OUT VDD'),
  'rtc-soic8': f('SOIC-8', 'X1 X2 VBAT GND SDA SCL SQW VCC'),
  'rtc-msop8': f('MSOP-8', 'X1 X2 VBAT GND SDA SCL SQW VCC'),
  'rtc-soic16': f('SOIC-16 (wide)', '32K VCC INT RST NC NC NC NC NC NC NC NC GND VBAT SDA SCL'),
  'buffer-tssop8': f('TSSOP-8', 'CLKIN VDD Y0 GND Y1 Y2 Y3 OE'),
  // microcontrollers
  'mcu-tssop20-a': mcu('TSSOP-20', 20, 'b'),
  'mcu-sop8': f('SOP-8', 'PD6 VSS PA2 VDD PC1 PC2 PC4 PD1'),
  'mcu-qfn32-a': mcu('QFN-32 (5x5)', 32, 'a'),
  'mcu-lqfp32-a': mcu('LQFP-32', 32, 'a'),
  'mcu-lqfp48-a': mcu('LQFP-48', 48, 'a'),
  'mcu-lqfp48-b': mcu('LQFP-48', 48, 'b'),
  'mcu-lqfp64-a': mcu('LQFP-64', 64, 'a'),
  'mcu-lqfp64-b': mcu('LQFP-64', 64, 'b'),
  'mcu-lqfp100-a': mcu('LQFP-100', 100, 'a'),
};

export function pinoutOf(key: string): Pinout {
  const pinout = PINOUTS[key];
  if (!pinout) throw new Error(`Unknown pinout ${key}`);
  return pinout;
}
