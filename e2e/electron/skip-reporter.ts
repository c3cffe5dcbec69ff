/**
 * The reporter of a run without the Electron binary: every test is skipped, and this one line is
 * all the run prints (Playwright would otherwise add its line reporter and list each skip).
 */
import type { Reporter } from '@playwright/test/reporter';
import { findElectronBinary, SKIP_LINE } from '../../desktop/scripts/electron-binary';

export default class SkipReporter implements Reporter {
  printsToStdio(): boolean {
    return true;
  }

  onBegin(): void {
    const binary = findElectronBinary();
    console.log(SKIP_LINE(binary.found ? 'found after all; run again' : binary.reason));
  }
}
