export type { PageSeo } from '../../../shared/contracts/content-page';
