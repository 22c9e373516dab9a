/** Makers used by the generator: international and Chinese, with their countries. */
export interface Brand {
  code: string;
  name: string;
  origin: string;
  /** Datasheet address pattern of the maker's site; `{f}` is the lower-case family. */
  datasheet: string;
}

const b = (code: string, name: string, origin: string, datasheet: string): Brand => ({
  code,
  name,
  origin,
  datasheet,
});

export const BRANDS: Brand[] = [
  b('ti', 'Texas Instruments', 'US', 'https://www.ti.com/lit/ds/symlink/{f}.pdf'),
  b('st', 'STMicroelectronics', 'CH', 'https://www.st.com/resource/en/datasheet/{f}.pdf'),
  b('nxp', 'NXP Semiconductors', 'NL', 'https://www.nxp.com/docs/en/data-sheet/{f}.pdf'),
  b('nexperia', 'Nexperia', 'NL', 'https://assets.nexperia.com/documents/data-sheet/{f}.pdf'),
  b('infineon', 'Infineon Technologies', 'DE', 'https://www.infineon.com/dgdl/{f}-datasheet.pdf'),
  b('onsemi', 'onsemi', 'US', 'https://www.onsemi.com/pdf/datasheet/{f}-d.pdf'),
  b(
    'adi',
    'Analog Devices',
    'US',
    'https://www.analog.com/media/en/technical-documentation/data-sheets/{f}.pdf',
  ),
  b('microchip', 'Microchip Technology', 'US', 'https://ww1.microchip.com/downloads/en/DeviceDoc/{f}.pdf'),
  b('renesas', 'Renesas Electronics', 'JP', 'https://www.renesas.com/document/dst/{f}-datasheet'),
  b('rohm', 'ROHM Semiconductor', 'JP', 'https://fscdn.rohm.com/en/products/databook/datasheet/ic/{f}-e.pdf'),
  b(
    'toshiba',
    'Toshiba Electronic Devices',
    'JP',
    'https://toshiba.semicon-storage.com/info/{f}_datasheet_en.pdf',
  ),
  b('torex', 'Torex Semiconductor', 'JP', 'https://product.torexsemi.com/system/files/series/{f}.pdf'),
  b('vishay', 'Vishay Intertechnology', 'US', 'https://www.vishay.com/docs/{f}.pdf'),
  b('diodes', 'Diodes Incorporated', 'US', 'https://www.diodes.com/assets/Datasheets/{f}.pdf'),
  b('aos', 'Alpha and Omega Semiconductor', 'US', 'https://www.aosmd.com/res/datasheets/{f}.pdf'),
  b('littelfuse', 'Littelfuse', 'US', 'https://www.littelfuse.com/assetdocs/{f}-datasheet'),
  b('winbond', 'Winbond Electronics', 'TW', 'https://www.winbond.com/resource-files/{f}.pdf'),
  b('richtek', 'Richtek Technology', 'TW', 'https://www.richtek.com/assets/product_file/{f}/DS.pdf'),
  b('epson', 'Seiko Epson', 'JP', 'https://download.epson-europe.com/pub/electronics-de/asmic/{f}.pdf'),
  b('sensirion', 'Sensirion', 'CH', 'https://sensirion.com/media/documents/{f}.pdf'),
  b('gigadevice', 'GigaDevice', 'CN', 'https://www.gigadevice.com.cn/Public/Uploads/datasheet/{f}.pdf'),
  b('wch', 'WCH (Nanjing Qinheng Microelectronics)', 'CN', 'https://www.wch-ic.com/downloads/{f}_DS.html'),
  b('geehy', 'Geehy Semiconductor', 'CN', 'https://global.geehy.com/uploads/datasheet/{f}.pdf'),
  b('artery', 'Artery Technology', 'CN', 'https://www.arterychip.com/download/DS/{f}_EN.pdf'),
  b(
    'mindmotion',
    'MindMotion Microelectronics',
    'CN',
    'https://www.mindmotion.com.cn/download/products/{f}_DS.pdf',
  ),
  b('puya', 'Puya Semiconductor', 'CN', 'https://www.puyasemi.com/uploadfiles/{f}.pdf'),
  b('sgmicro', 'SG Micro', 'CN', 'https://www.sg-micro.com/rect/assets/datasheet/{f}.pdf'),
  b('3peak', '3PEAK', 'CN', 'https://www.3peak.com/uploads/datasheet/{f}.pdf'),
  b('novosense', 'NOVOSENSE Microelectronics', 'CN', 'https://www.novosns.com/uploads/datasheet/{f}.pdf'),
  b(
    'chipanalog',
    'Chipanalog Microelectronics',
    'CN',
    'https://www.chipanalog.com/uploads/datasheet/{f}.pdf',
  ),
  b('silergy', 'Silergy', 'CN', 'https://www.silergy.com/download/downloadFile?id={f}'),
  b('microne', 'Nanjing Micro One Electronics', 'CN', 'https://www.microne.com.cn/datasheet/{f}.pdf'),
  b('runic', 'Runic Technology', 'CN', 'https://www.run-ic.com/uploads/datasheet/{f}.pdf'),
  b('willsemi', 'Will Semiconductor', 'CN', 'https://www.willsemi.com/datasheet/{f}.pdf'),
  b('lrc', 'Leshan Radio Company', 'CN', 'https://www.lrc.cn/uploads/datasheet/{f}.pdf'),
  b(
    'jscj',
    'Jiangsu Changjing Electronics (CJ)',
    'CN',
    'https://www.jscj-elec.com/uploads/datasheet/{f}.pdf',
  ),
  b('yangjie', 'Yangzhou Yangjie Electronic', 'CN', 'https://www.21yangjie.com/uploads/datasheet/{f}.pdf'),
  b('xtx', 'XTX Technology', 'CN', 'https://www.xtxtech.com/download/?file={f}'),
  b('fudan', 'Shanghai Fudan Microelectronics', 'CN', 'https://www.fmsh.com/uploads/datasheet/{f}.pdf'),
  b('belling', 'Shanghai Belling', 'CN', 'https://www.belling.com.cn/uploads/datasheet/{f}.pdf'),
  b('sit', 'SIT (Xinlong Semiconductor)', 'CN', 'https://www.sitcores.com/uploads/datasheet/{f}.pdf'),
  b('aosong', 'Aosong Electronics', 'CN', 'https://www.aosong.com/uploads/datasheet/{f}.pdf'),
  b('hgsemi', 'HGSEMI (Huaguan Semiconductor)', 'CN', 'https://www.hgsemi.com/uploads/datasheet/{f}.pdf'),
  b('yxc', 'YXC (Yangxing Technology)', 'CN', 'https://www.yxc.com.cn/uploads/datasheet/{f}.pdf'),
  b('umw', 'UMW (Youtai Semiconductor)', 'CN', 'https://www.umw-ic.com/uploads/datasheet/{f}.pdf'),
];

export const BRAND_BY_CODE = new Map(BRANDS.map((brand) => [brand.code, brand]));

export function brandOf(code: string): Brand {
  const brand = BRAND_BY_CODE.get(code);
  if (!brand) throw new Error(`Unknown brand code ${code}`);
  return brand;
}
