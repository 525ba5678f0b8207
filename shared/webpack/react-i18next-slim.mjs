// react-i18next as the apps use it, shared as one singleton: everything but the <Trans> and
// <IcuTrans> components, whose HTML/ICU parsers are most of the package (the full entry is
// 9.5 KB gzip as a shared module). The apps translate with useTranslation(); if a component
// needs <Trans>, add its export here. 'lobby-react-i18next-impl' is the package's ES build folder
// (see shared-config.cjs), reached without going through the shared 'react-i18next' key.
export { useTranslation } from 'lobby-react-i18next-impl/useTranslation.js';
export { withTranslation } from 'lobby-react-i18next-impl/withTranslation.js';
export { Translation } from 'lobby-react-i18next-impl/Translation.js';
export { I18nextProvider } from 'lobby-react-i18next-impl/I18nextProvider.js';
export { withSSR } from 'lobby-react-i18next-impl/withSSR.js';
export { useSSR } from 'lobby-react-i18next-impl/useSSR.js';
export { initReactI18next } from 'lobby-react-i18next-impl/initReactI18next.js';
export { setDefaults, getDefaults } from 'lobby-react-i18next-impl/defaults.js';
export { setI18n, getI18n } from 'lobby-react-i18next-impl/i18nInstance.js';
export {
  I18nContext,
  composeInitialProps,
  getInitialProps,
} from 'lobby-react-i18next-impl/context.js';
