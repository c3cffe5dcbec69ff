export { ABContent, type ABContentProps } from './ABContent';
export {
  type BrowserFlagClient,
  type BrowserSdkStatus,
  loadSplitBrowser,
  startBrowserSdk,
} from './browser-sdk';
export { FlagDebugPanel } from './FlagDebugPanel';
export {
  FlagsProvider,
  type FlagsProviderProps,
  useCalculatorVariants,
  useExperiment,
  useFlagSnapshot,
  useFlagStore,
  useFlagTrack,
  useTreatment,
  useWandbilderRows,
} from './FlagsProvider';
export { createFlagStore, type FlagSnapshot, type FlagStore, type TreatmentSource } from './flag-store';
