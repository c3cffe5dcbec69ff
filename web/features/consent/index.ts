export { ConsentDialog } from './ConsentDialog';
export { type ConsentContextValue, type ConsentMode, ConsentProvider, useConsent } from './ConsentProvider';
export { CONSENT_EVENT, type ConsentEventDetail } from './consent-script';
