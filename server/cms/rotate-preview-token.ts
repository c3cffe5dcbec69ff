/**
 * `npm run cms:rotate-preview-token [-- --show]`: gives the embedded CMS a new preview token
 * (issue 34 item 8). The token is kept in `${DATA_DIR}/cms-preview-token` (mode 0600); the
 * command prints where, and the token itself only with --show, on this terminal, never in a log.
 * Restart the shop servers afterwards: each reads the token at start. With
 * STORYBLOK_PREVIEW_TOKEN set the token comes from there, and the command refuses.
 */
import { readConfig } from '../config';
import { rotatePreviewSecret } from './preview-secret';

const config = readConfig(process.env);
if (config.STORYBLOK_PREVIEW_TOKEN?.trim()) {
  console.error(
    'STORYBLOK_PREVIEW_TOKEN is set: the preview token comes from there; change it in the environment.',
  );
  process.exit(1);
}
const { file, token } = await rotatePreviewSecret(config.DATA_DIR);
console.log(`New CMS preview token written to ${file}. Restart the shop servers to use it.`);
if (process.argv.includes('--show')) console.log(token);
