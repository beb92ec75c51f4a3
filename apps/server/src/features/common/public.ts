// What other areas may use of common (they import nothing else from this folder).
export { type Language, requestLanguage } from './language.ts';
