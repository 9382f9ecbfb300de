import { formatCents } from '@campus/catalogue/money';
import { type CartItem, cartStore, toast, useCartActions, useCartItems } from '@campus/stores';
import { cartCount, cartTotalCents, setQuantity } from '@campus/stores/cart-rules';
import { lineName } from '@campus/stores/cart-text';
import { itemsText } from '../domain/line-text';
import { steppedQuantity } from '../domain/quantity';

/** "Order total $22.98, 2 items." — said of the cart as it is after the change, never before it. */
export const totalText = (items: readonly CartItem[]): string =>
  `Order total ${formatCents(cartTotalCents(items))}, ${itemsText(cartCount(items))}.`;

/**
 * What the controls of one line do: step the quantity, or remove it with an Undo in the toast that puts it back where
 * it was. Each says the new order total politely (the status read out is always the cart after the change).
 */
export function useLineControls(announce: (message: string) => void) {
  const items = useCartItems();
  const { quantityChanged, itemRemoved, itemRestored } = useCartActions();

  const step = (line: CartItem, by: -1 | 1) => {
    const quantity = steppedQuantity(line.quantity, by);
    if (quantity === line.quantity) return;
    quantityChanged(line.id, quantity);
    announce(`${lineName(line)}: quantity ${quantity}. ${totalText(setQuantity(items, line.id, quantity))}`);
  };

  const remove = (line: CartItem) => {
    const index = items.findIndex((l) => l.id === line.id);
    if (index < 0) return;
    const name = lineName(line);
    itemRemoved(line.id);
    announce(`${name} removed. ${totalText(cartStore.getItems())}`);
    toast({
      title: 'Removed from cart',
      description: `${name} was removed.`,
      action: {
        label: 'Undo',
        onClick: () => {
          itemRestored(line, index);
          announce(`${name} is back. ${totalText(cartStore.getItems())}`);
          toast({ title: 'Back in your cart', description: `${name} is back in your cart.`, variant: 'success' });
        },
      },
    });
  };

  return { step, remove };
}
