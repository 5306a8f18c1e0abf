export { addEnglish, deviceLanguage, directionOf, followAccountLanguage, formatLocale, i18n, showLanguage } from './i18n';
export { Phrase, t, useT, type TextId, type TextValues, type Translate } from './texts';
