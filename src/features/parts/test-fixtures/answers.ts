import type { PartDetail, PartSummary } from '../api/part-schemas';

/** Answers shaped like the parts API's (taken from a generated demo database). */
export function summary(overrides: Partial<PartSummary> = {}): PartSummary {
  return {
    id: 'st-STM32F103C8T6',
    mpn: 'STM32F103C8T6',
    brand: { code: 'st', name: 'STMicroelectronics' },
    origin: 'CH',
    category: 'mcu',
    package: 'LQFP-48',
    pinCount: 48,
    lifecycle: 'active',
    aec: null,
    description: 'Microcontrollers: core CM3; Flash memory 64 KB; LQFP-48',
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/stm32f103c8t6.pdf',
    demo: false,
    ...overrides,
  };
}

export const GD32 = summary({
  id: 'gigadevice-GD32F103C8T6',
  mpn: 'GD32F103C8T6',
  brand: { code: 'gigadevice', name: 'GigaDevice' },
  origin: 'CN',
  datasheetUrl: 'https://www.gigadevice.com.cn/Public/Uploads/datasheet/gd32f103c8t6.pdf',
});

export const RCT6 = summary({
  id: 'st-STM32F103RCT6',
  mpn: 'STM32F103RCT6',
  package: 'LQFP-64',
  pinCount: 64,
  lifecycle: 'nrnd',
});

export function detail(overrides: Partial<PartDetail> = {}): PartDetail {
  return {
    ...summary(),
    family: 'STM32F103C8T6',
    attributes: { core: 'CM3' },
    params: [
      { key: 'flash', label: 'Flash memory', unit: 'KB', max: 64 },
      { key: 'fmax', label: 'Max. CPU clock', unit: 'MHz', max: 72 },
      { key: 'vdd', label: 'Supply voltage', unit: 'V', min: 2, max: 3.6 },
      { key: 'gpio', label: 'GPIO pins', unit: 'pcs', max: 37 },
      { key: 'temp', label: 'Operating temperature', unit: '°C', min: -40, max: 85 },
    ],
    pins: [
      { number: 1, name: 'VBAT', function: 'VBAT' },
      { number: 2, name: 'PA0-WKUP', function: 'PA0' },
      { number: 3, name: 'VDD', function: 'VDD' },
    ],
    updatedAt: '2024-12-29',
    ...overrides,
  };
}

export const preview = {
  limited: true,
  registerPrompt: true,
  notice: 'Register for free to see every result and the full comparison.',
};
export const member = { limited: false, registerPrompt: false, notice: null };

/** GD32 against the STM32: faster clock, the rest equal. */
export const GD32_ROWS = [
  {
    key: 'flash',
    label: 'Flash memory',
    unit: 'KB',
    verdict: 'equal',
    severity: null,
    original: { max: 64 },
    candidate: { max: 64 },
  },
  {
    key: 'fmax',
    label: 'Max. CPU clock',
    unit: 'MHz',
    verdict: 'better',
    severity: null,
    original: { max: 72 },
    candidate: { max: 108 },
  },
  {
    key: 'vdd',
    label: 'Supply voltage',
    unit: 'V',
    verdict: 'equal',
    severity: null,
    original: { min: 2, max: 3.6 },
    candidate: { min: 2, max: 3.6 },
  },
  {
    key: 'lifecycle',
    label: 'Lifecycle',
    unit: '',
    verdict: 'equal',
    severity: null,
    original: { text: 'active' },
    candidate: { text: 'active' },
  },
] as const;

/** The 64-pin part: other pinout, lifecycle worse, a parameter it lacks. */
export const RCT6_ROWS = [
  {
    key: 'flash',
    label: 'Flash memory',
    unit: 'KB',
    verdict: 'better',
    severity: null,
    original: { max: 64 },
    candidate: { max: 256 },
  },
  {
    key: 'gpio',
    label: 'GPIO pins',
    unit: 'pcs',
    verdict: 'unknown',
    severity: 'minor',
    original: { max: 37 },
    candidate: null,
  },
  {
    key: 'temp',
    label: 'Operating temperature',
    unit: '°C',
    verdict: 'worse',
    severity: 'major',
    original: { min: -40, max: 85 },
    candidate: { min: 0, max: 70 },
  },
  {
    key: 'lifecycle',
    label: 'Lifecycle',
    unit: '',
    verdict: 'worse',
    severity: 'minor',
    original: { text: 'active' },
    candidate: { text: 'nrnd' },
  },
  {
    key: 'aec',
    label: 'AEC-Q qualification',
    unit: '',
    verdict: 'better',
    severity: null,
    original: null,
    candidate: { text: 'Q100-1' },
  },
] as const;
