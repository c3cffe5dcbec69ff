import type { ReactNode } from 'react';
import { abContentVariant, type Experiment } from '../../../shared/flags';
import { useExperiment, useTreatment } from './FlagsProvider';

export interface ABContentProps {
  /**
   * The flag the block tests, as the CMS names it (full name with brand prefix). Without it the
   * brand's ab_content experiment decides.
   */
  flag?: string;
  /** Shown when the treatment is on. */
  on: ReactNode;
  /** Shown for off and control: the default, also for bots and before consent. */
  off: ReactNode;
}

function ByFlag({ flag, on, off }: Required<ABContentProps>) {
  return <>{abContentVariant(useTreatment(flag)) === 'on' ? on : off}</>;
}

function ByExperiment({ experiment, on, off }: Omit<ABContentProps, 'flag'> & { experiment: Experiment }) {
  return <>{abContentVariant(useExperiment(experiment)) === 'on' ? on : off}</>;
}

/** SPEC 2: the ABContent block shows one of its two contents by the flag's treatment. */
export function ABContent({ flag, on, off }: ABContentProps) {
  return flag ? (
    <ByFlag flag={flag} on={on} off={off} />
  ) : (
    <ByExperiment experiment="ab_content" on={on} off={off} />
  );
}
