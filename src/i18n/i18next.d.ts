import 'i18next';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Every key is written in full ('common:nav.home'); an array default namespace makes
    // the typed `t` accept the prefixed keys of every namespace.
    defaultNS: Array<keyof Resources>;
    resources: Resources;
  }
}
