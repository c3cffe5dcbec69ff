import type { CalculatorDialogProps } from './types';

/**
 * The shell of the calculator's own dialogs (more formats, own format): the manager gives focus
 * trap, Escape, back button and scroll lock; the calculator gives the content.
 */
export function CalculatorDialog({ render }: CalculatorDialogProps) {
  return <>{render()}</>;
}
