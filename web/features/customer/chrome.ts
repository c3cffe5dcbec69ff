/** The customer as the chrome takes it (ChromeProvider `customer`, `onAccountClick`, `onWhitelabelToggle`). */
import { useCallback, useMemo } from 'react';
import type { ChromeCustomer } from '../../../shared/chrome/header';
import type { CustomerData } from '../../../shared/customer/customer-data';
import { useDialogs } from '../dialogs/use-dialogs';
import { useCustomer } from './CustomerProvider';

export function toChromeCustomer(customer: CustomerData): ChromeCustomer {
  return {
    isLoggedIn: customer.isLoggedIn,
    firstName: customer.firstName,
    lastName: customer.lastName,
    isWhitelabelCustomer: customer.isWhitelabelCustomer,
    order: { ...customer.order },
  };
}

/**
 * Everything the layout passes to ChromeProvider: the customer, the account item's click (the
 * log-in dialog when logged out) and the whitelabel switch. Stable between renders.
 */
export function useAccountClick() {
  const { customer, toggleWhitelabel } = useCustomer();
  const { open } = useDialogs();
  const chromeCustomer = useMemo(() => toChromeCustomer(customer), [customer]);
  const onAccountClick = useCallback(() => {
    open('log-in');
  }, [open]);
  const onWhitelabelToggle = useCallback(() => {
    void toggleWhitelabel();
  }, [toggleWhitelabel]);
  return { customer: chromeCustomer, onAccountClick, onWhitelabelToggle };
}
