export { addEnglish, deviceLanguage, directionOf, followAccountLanguage, formatLocale, i18n, showLanguage } from './i18n';
export { Phrase, say, t, useSay, useT, type Say, type TextId, type TextValues, type Translate } from './texts';
