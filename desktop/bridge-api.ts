/** The bridge's types live in shared/ so that web/ can use them too. */
export type * from '../shared/platform/desktop-bridge';
