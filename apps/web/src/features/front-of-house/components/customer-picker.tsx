import type { CustomerSummary } from '@leisure/contracts';
import { useState } from 'react';
import { systemStore, useSystem } from '../../../lib/system-store.ts';
import { Button } from '../../../ui/button.tsx';
import { DialogTop } from '../../../ui/dialog-top.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { CreateCustomerForm } from './create-customer-form.tsx';
import { CustomerSearch } from './customer-search.tsx';
import styles from './front-of-house.module.css';

export const pickerMessages = {
  serving: (name: string) => `Now serving ${name}.`,
  created: (name: string) => `${name} has been created. Now serving them.`,
  stopped: 'No customer is being served.',
} as const;

const deskCustomerOf = (customer: CustomerSummary) => ({
  id: customer.id,
  name: `${customer.firstName} ${customer.lastName}`,
  reference: customer.reference,
});

/**
 * Choosing the customer the desk acts for: search as you type, or create them. The choice is
 * kept for the tab; the basket and listings reload for the new customer.
 */
export function CustomerPicker() {
  const { isCustomerPickerOpen, selectedCustomer } = useSystem();
  const [isCreating, setIsCreating] = useState(false);
  const close = () => {
    setIsCreating(false);
    systemStore.closeCustomerPicker();
  };
  const serve = (customer: CustomerSummary, message: (name: string) => string) => {
    const chosen = deskCustomerOf(customer);
    systemStore.selectCustomer(chosen);
    toast.success(message(chosen.name));
    close();
  };

  return (
    <Modal isOpen={isCustomerPickerOpen} onClose={close} labelledBy="desk-picker-heading">
      <div className={styles.picker} data-testid="customer-picker">
        <DialogTop headingId="desk-picker-heading" onClose={close} className={styles.pickerTop}>
          {selectedCustomer ? 'Change customer' : 'Choose a customer'}
        </DialogTop>
        {isCreating ? (
          <CreateCustomerForm
            onCreated={(customer) => serve(customer, pickerMessages.created)}
            onCancel={() => setIsCreating(false)}
          />
        ) : (
          <>
            <CustomerSearch onChoose={(customer) => serve(customer, pickerMessages.serving)} />
            <hr className={styles.divider} />
            <div className={styles.pickerActions}>
              <Button variant="secondary" onClick={() => setIsCreating(true)}>
                Create a customer
              </Button>
              {selectedCustomer ? (
                <Button
                  variant="text"
                  onClick={() => {
                    systemStore.selectCustomer(null);
                    toast.info(pickerMessages.stopped);
                    close();
                  }}
                >
                  Stop serving {selectedCustomer.name}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
