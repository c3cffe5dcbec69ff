export { clearDataLayer, dataLayerOf, pushInitEvent } from './data-layer';
export { clientLog, createClientLogger, setClientLogLevel } from './logger';
export {
  type SessionAnalyticsQueue,
  type SessionRecorder,
  sessionAnalytics,
  sessionRecorderSink,
} from './session-analytics';
export { Tracking, type TrackingProps } from './Tracking';
export { denyTagManagerConsent, loadTagManager, pageNonce } from './tag-manager';
