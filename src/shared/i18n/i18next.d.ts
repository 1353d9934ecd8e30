import 'i18next';
import type enGuest from './en/guest.json';

// Keys are typed from the English catalogue: t('recorder.countdown', { n }) compiles, t('recorder.typo') does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'guest';
    resources: { guest: typeof enGuest };
  }
}
