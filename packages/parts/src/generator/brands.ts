/** Makers used by the generator: international and Chinese, with their countries. */
export interface Brand {
  code: string;
  name: string;
  origin: string;
}

/** Generated parts get no datasheet address: their numbers are invented (decision 092). */
const b = (code: string, name: string, origin: string): Brand => ({ code, name, origin });

export const BRANDS: Brand[] = [
  b('ti', 'Texas Instruments', 'US'),
  b('st', 'STMicroelectronics', 'CH'),
  b('nxp', 'NXP Semiconductors', 'NL'),
  b('nexperia', 'Nexperia', 'NL'),
  b('infineon', 'Infineon Technologies', 'DE'),
  b('onsemi', 'onsemi', 'US'),
  b('adi', 'Analog Devices', 'US'),
  b('microchip', 'Microchip Technology', 'US'),
  b('renesas', 'Renesas Electronics', 'JP'),
  b('rohm', 'ROHM Semiconductor', 'JP'),
  b('toshiba', 'Toshiba Electronic Devices', 'JP'),
  b('torex', 'Torex Semiconductor', 'JP'),
  b('vishay', 'Vishay Intertechnology', 'US'),
  b('diodes', 'Diodes Incorporated', 'US'),
  b('aos', 'Alpha and Omega Semiconductor', 'US'),
  b('littelfuse', 'Littelfuse', 'US'),
  b('winbond', 'Winbond Electronics', 'TW'),
  b('richtek', 'Richtek Technology', 'TW'),
  b('epson', 'Seiko Epson', 'JP'),
  b('sensirion', 'Sensirion', 'CH'),
  b('gigadevice', 'GigaDevice', 'CN'),
  b('wch', 'WCH (Nanjing Qinheng Microelectronics)', 'CN'),
  b('geehy', 'Geehy Semiconductor', 'CN'),
  b('artery', 'Artery Technology', 'CN'),
  b('mindmotion', 'MindMotion Microelectronics', 'CN'),
  b('puya', 'Puya Semiconductor', 'CN'),
  b('sgmicro', 'SG Micro', 'CN'),
  b('3peak', '3PEAK', 'CN'),
  b('novosense', 'NOVOSENSE Microelectronics', 'CN'),
  b('chipanalog', 'Chipanalog Microelectronics', 'CN'),
  b('silergy', 'Silergy', 'CN'),
  b('microne', 'Nanjing Micro One Electronics', 'CN'),
  b('runic', 'Runic Technology', 'CN'),
  b('willsemi', 'Will Semiconductor', 'CN'),
  b('lrc', 'Leshan Radio Company', 'CN'),
  b('jscj', 'Jiangsu Changjing Electronics (CJ)', 'CN'),
  b('yangjie', 'Yangzhou Yangjie Electronic', 'CN'),
  b('xtx', 'XTX Technology', 'CN'),
  b('fudan', 'Shanghai Fudan Microelectronics', 'CN'),
  b('belling', 'Shanghai Belling', 'CN'),
  b('sit', 'SIT (Xinlong Semiconductor)', 'CN'),
  b('aosong', 'Aosong Electronics', 'CN'),
  b('hgsemi', 'HGSEMI (Huaguan Semiconductor)', 'CN'),
  b('yxc', 'YXC (Yangxing Technology)', 'CN'),
  b('umw', 'UMW (Youtai Semiconductor)', 'CN'),
];

export const BRAND_BY_CODE = new Map(BRANDS.map((brand) => [brand.code, brand]));

export function brandOf(code: string): Brand {
  const brand = BRAND_BY_CODE.get(code);
  if (!brand) throw new Error(`Unknown brand code ${code}`);
  return brand;
}
