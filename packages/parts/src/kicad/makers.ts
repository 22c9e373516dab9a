/** Makers by the domain of a datasheet address (the domain and its parents are tried). */
export interface Maker {
  code: string;
  name: string;
  origin: string;
}

const m = (code: string, name: string, origin: string): Maker => ({ code, name, origin });

const TI = m('ti', 'Texas Instruments', 'US');
const ADI = m('adi', 'Analog Devices', 'US');
const MICROCHIP = m('microchip', 'Microchip Technology', 'US');
const ONSEMI = m('onsemi', 'onsemi', 'US');
const NXP = m('nxp', 'NXP Semiconductors', 'NL');
const INFINEON = m('infineon', 'Infineon Technologies', 'DE');
const RENESAS = m('renesas', 'Renesas Electronics', 'JP');
const ROHM = m('rohm', 'ROHM Semiconductor', 'JP');

export const MAKERS_BY_DOMAIN: Record<string, Maker> = {
  'ti.com': TI,
  'ti.com.cn': TI,
  'national.com': TI,
  'analog.com': ADI,
  'linear.com': ADI,
  'maximintegrated.com': ADI,
  'microchip.com': MICROCHIP,
  'atmel.com': MICROCHIP,
  'micrel.com': MICROCHIP,
  'microsemi.com': MICROCHIP,
  'st.com': m('st', 'STMicroelectronics', 'CH'),
  'onsemi.com': ONSEMI,
  'fairchildsemi.com': ONSEMI,
  'nxp.com': NXP,
  'freescale.com': NXP,
  'nexperia.com': m('nexperia', 'Nexperia', 'NL'),
  'infineon.com': INFINEON,
  'irf.com': INFINEON,
  'cypress.com': INFINEON,
  'vishay.com': m('vishay', 'Vishay Intertechnology', 'US'),
  'diodes.com': m('diodes', 'Diodes Incorporated', 'US'),
  'renesas.com': RENESAS,
  'intersil.com': RENESAS,
  'idt.com': RENESAS,
  'rohm.com': ROHM,
  'toshiba.semicon-storage.com': m('toshiba', 'Toshiba Electronic Devices', 'JP'),
  'torexsemi.com': m('torex', 'Torex Semiconductor', 'JP'),
  'richtek.com': m('richtek', 'Richtek Technology', 'TW'),
  'advanced-monolithic.com': m('advmono', 'Advanced Monolithic Systems', 'US'),
  'silabs.com': m('silabs', 'Silicon Labs', 'US'),
  'allegromicro.com': m('allegro', 'Allegro MicroSystems', 'US'),
  'nordicsemi.com': m('nordic', 'Nordic Semiconductor', 'NO'),
  'espressif.com': m('espressif', 'Espressif Systems', 'CN'),
  'wch-ic.com': m('wch', 'WCH (Nanjing Qinheng Microelectronics)', 'CN'),
  'gigadevice.com': m('gigadevice', 'GigaDevice', 'CN'),
  'winbond.com': m('winbond', 'Winbond Electronics', 'TW'),
  'macronix.com': m('macronix', 'Macronix', 'TW'),
  'issi.com': m('issi', 'ISSI', 'US'),
  'ftdichip.com': m('ftdi', 'FTDI', 'GB'),
  'semtech.com': m('semtech', 'Semtech', 'US'),
  'monolithicpower.com': m('mps', 'Monolithic Power Systems', 'US'),
  'ablic.com': m('ablic', 'ABLIC', 'JP'),
  'sii-ic.com': m('ablic', 'ABLIC', 'JP'),
  'jrc.co.jp': m('nisshinbo', 'Nisshinbo Micro Devices', 'JP'),
  'nisshinbo-microdevices.co.jp': m('nisshinbo', 'Nisshinbo Micro Devices', 'JP'),
  'ricoh.com': m('nisshinbo', 'Nisshinbo Micro Devices', 'JP'),
  'e-devices.ricoh.co.jp': m('nisshinbo', 'Nisshinbo Micro Devices', 'JP'),
  'epson.biz': m('epson', 'Seiko Epson', 'JP'),
  'aosmd.com': m('aos', 'Alpha and Omega Semiconductor', 'US'),
  'alpha-omega.com': m('aos', 'Alpha and Omega Semiconductor', 'US'),
  'littelfuse.com': m('littelfuse', 'Littelfuse', 'US'),
  'sg-micro.com': m('sgmicro', 'SG Micro', 'CN'),
  'holtek.com': m('holtek', 'Holtek Semiconductor', 'TW'),
  'apec.com.tw': m('apec', 'Advanced Power Electronics', 'TW'),
  'a-power.com.tw': m('apec', 'Advanced Power Electronics', 'TW'),
  'raspberrypi.com': m('raspberrypi', 'Raspberry Pi', 'GB'),
  'raspberrypi.org': m('raspberrypi', 'Raspberry Pi', 'GB'),
};

/** Parts whose datasheet names no maker (missing, or on a distributor's or archive's site). */
export const UNKNOWN_MAKER: Maker = m('unknown', 'Maker not stated', 'XX');

/** The maker named by a datasheet address's domain, or null. */
export function makerFromDatasheet(url: string | null): Maker | null {
  if (!url) return null;
  const m1 = /^(?:[a-z]+:\/\/)?([^/?#:]+)/i.exec(url.trim());
  if (!m1) return null;
  const labels = m1[1].toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const maker = MAKERS_BY_DOMAIN[labels.slice(i).join('.')];
    if (maker) return maker;
  }
  return null;
}
