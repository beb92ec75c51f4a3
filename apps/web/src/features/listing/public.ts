// What other areas may use of listing (they import nothing else from this folder).
export { announceRevision } from './item-check/api.ts';
export { SpecificInput } from './item-check/components/specific-input.tsx';
