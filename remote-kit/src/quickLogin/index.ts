/**
 * `@amb/remote-kit/quick-login`: its own entry so a remote loads the card (and yup with the form code) by a
 * dynamic import only when it shows it — the header's first load carries none of it.
 */
export { QuickLoginCard, QUICK_LOGIN_TEXT, type QuickLoginCardProps, type QuickLoginVariant } from './QuickLoginCard';
export { QuickLoginCard as default } from './QuickLoginCard';
